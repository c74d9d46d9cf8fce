import { describe, expect, it } from "vitest";
import { drawScaled } from "./compress-image.client";

// The browser's compression of an upload resamples with "high" quality.
describe("drawScaled", () => {
  it("draws the picture at its new size with high-quality smoothing set first", () => {
    const seen: unknown[] = [];
    const context = {
      imageSmoothingEnabled: false,
      imageSmoothingQuality: "low" as ImageSmoothingQuality,
      drawImage(...args: unknown[]) {
        seen.push([this.imageSmoothingEnabled, this.imageSmoothingQuality, ...args.slice(1)]);
      },
    };
    const source = {} as CanvasImageSource;
    drawScaled(context as unknown as CanvasRenderingContext2D, source, 800, 600);
    expect(seen).toEqual([[true, "high", 0, 0, 800, 600]]);
  });
});

import {
  firstStep,
  fitWithin,
  measuredSize,
  nextStep,
  type Attempt,
  type CompressionProfile,
  type ImageFormat,
  type Step,
} from "~/lib/image-compression";

// The canvas half of docs/product-rules.md §5's image compression; the rule itself is
// app/lib/image-compression.ts.

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file);
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        close: () => bitmap.close(),
      };
    } catch {
      // Some formats only an <img> decodes; try that below.
    }
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

function encode(canvas: HTMLCanvasElement, format: ImageFormat, quality: number) {
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, format, quality));
}

/** The length `canvas.toDataURL()` would give for these bytes: "data:<type>;base64," and base64. */
const dataUrlLength = (blob: Blob) =>
  `data:${blob.type};base64,`.length + 4 * Math.ceil(blob.size / 3);

const EXTENSIONS: Record<string, string> = { "image/webp": "webp", "image/jpeg": "jpg" };

/**
 * Resizes and re-encodes a picture by the profile's rule. Returns the file to upload: the
 * compressed one, or the original when that is already smaller and within the box; null when the
 * browser cannot read the picture (it then goes up as it is, and the server gives its verdict).
 */
/**
 * Draws the picture at its new size with the browser's best resampling: the
 * default "low" quality leaves jagged edges and moiré on the downscaled product photos.
 */
export function drawScaled(
  context: Pick<
    CanvasRenderingContext2D,
    "imageSmoothingEnabled" | "imageSmoothingQuality" | "drawImage"
  >,
  source: CanvasImageSource,
  width: number,
  height: number,
): void {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, width, height);
}

export async function compressImage(file: File, profile: CompressionProfile): Promise<File | null> {
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return null;
  }
  const { width, height } = fitWithin(decoded.width, decoded.height, profile);
  const canvases = new Map<ImageFormat, HTMLCanvasElement>();
  const canvasFor = (format: ImageFormat) => {
    let canvas = canvases.get(format);
    if (canvas) return canvas;
    canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return null;
    if (format === "image/jpeg") {
      // JPEG has no transparency: paint transparent areas white rather than black.
      context.fillStyle = "#fff";
      context.fillRect(0, 0, width, height);
    }
    drawScaled(context, decoded.source, width, height);
    canvases.set(format, canvas);
    return canvas;
  };

  try {
    const attempts: Attempt[] = [];
    const blobs: Blob[] = [];
    let step: Step = firstStep(profile);
    while (step.action === "encode") {
      const canvas = canvasFor(step.format);
      const blob = canvas && (await encode(canvas, step.format, step.quality));
      if (!blob) return null;
      blobs.push(blob);
      attempts.push({
        format: blob.type,
        quality: step.quality,
        size: measuredSize(profile, { bytes: blob.size, dataUrlLength: dataUrlLength(blob) }),
      });
      step = nextStep(profile, attempts);
    }
    const chosen = blobs[step.index]!;
    const fits = decoded.width <= profile.maxWidth && decoded.height <= profile.maxHeight;
    if (fits && file.size <= chosen.size) return file;
    const base = file.name.replace(/\.[^.]*$/, "") || "image";
    return new File([chosen], `${base}.${EXTENSIONS[chosen.type] ?? "img"}`, {
      type: chosen.type,
      lastModified: Date.now(),
    });
  } finally {
    decoded.close();
  }
}

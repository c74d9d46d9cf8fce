import { describe, expect, it } from "vitest";
import { parseVideoUrl, videoEmbedUrl, videoPageUrl } from "./video-url";

describe("video addresses (rule: YouTube or Vimeo, reduced to provider and id)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10", "youtube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", "dQw4w9WgXcQ"],
    ["https://youtube.com/shorts/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "vimeo", "76979871"],
    ["https://player.vimeo.com/video/76979871", "vimeo", "76979871"],
  ])("reads %s", (url, provider, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider, id });
  });

  it.each([
    ["not a url", "notUrl"],
    ["ftp://youtube.com/watch?v=dQw4w9WgXcQ", "notUrl"],
    ["http://youtu.be/dQw4w9WgXcQ", "notHttps"],
    ["https://dailymotion.com/video/x7", "unknownHost"],
    ["https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", "unknownHost"],
    ["https://www.youtube.com/watch?v=short", "noVideoId"],
    ["https://vimeo.com/channels/staff", "noVideoId"],
  ])("names what is wrong with %s", (url, problem) => {
    expect(parseVideoUrl(url)).toEqual({ problem });
  });

  it("builds the page address and the privacy-enhanced embed", () => {
    const yt = { provider: "youtube" as const, id: "dQw4w9WgXcQ" };
    expect(videoPageUrl(yt)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(videoEmbedUrl(yt)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(videoEmbedUrl({ provider: "vimeo", id: "76979871" })).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
    );
  });
});

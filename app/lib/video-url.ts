/**
 * docs/decisions/068-product-documents-and-videos.md: a product's videos are YouTube or Vimeo
 * addresses. Each is reduced to its provider and id; the store builds from them the link to the
 * video's page (without JavaScript) and the privacy-enhanced embed (after a press), never loading
 * anything from the host before.
 */

export type VideoProvider = "youtube" | "vimeo";

export interface Video {
  provider: VideoProvider;
  id: string;
}

export type VideoUrlProblem = "notUrl" | "notHttps" | "unknownHost" | "noVideoId";

export const MAX_VIDEOS = 10;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const YOUTUBE_HOSTS = ["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"];
const VIMEO_HOSTS = ["vimeo.com", "www.vimeo.com", "player.vimeo.com"];

/**
 * Rule: the video an address names. YouTube: `youtube.com/watch?v=ID`, `youtu.be/ID`,
 * `youtube.com/shorts/ID` (and `/embed/ID`); Vimeo: `vimeo.com/ID` (and `player.vimeo.com/video/ID`).
 * Answers what is wrong otherwise.
 */
export function parseVideoUrl(input: string): Video | { problem: VideoUrlProblem } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { problem: "notUrl" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: "notUrl" };
  if (url.protocol !== "https:") return { problem: "notHttps" };
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (YOUTUBE_HOSTS.includes(host)) {
    let id: string | null | undefined;
    if (host === "youtu.be") id = parts[0];
    else if (parts[0] === "watch") id = url.searchParams.get("v");
    else if (parts[0] === "shorts" || parts[0] === "embed") id = parts[1];
    return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : { problem: "noVideoId" };
  }
  if (VIMEO_HOSTS.includes(host)) {
    const id =
      host === "player.vimeo.com" ? (parts[0] === "video" ? parts[1] : undefined) : parts[0];
    return id && VIMEO_ID.test(id) ? { provider: "vimeo", id } : { problem: "noVideoId" };
  }
  return { problem: "unknownHost" };
}

/** The canonical address of a video, as stored and as the API answers it. */
export function videoPageUrl(video: Video): string {
  return video.provider === "youtube"
    ? `https://www.youtube.com/watch?v=${video.id}`
    : `https://vimeo.com/${video.id}`;
}

/** The privacy-enhanced embed, loaded only after the shopper presses play. */
export function videoEmbedUrl(video: Video): string {
  return video.provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`
    : `https://player.vimeo.com/video/${video.id}?dnt=1&autoplay=1`;
}

/** The frame origins the CSP allows for videos: exactly these two. */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

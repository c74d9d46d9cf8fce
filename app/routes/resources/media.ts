import { getDb } from "~/.server/db/kysely";
import { readMedia } from "~/.server/media/images.server";
import { MEDIA_WIDTHS, type MediaWidth } from "~/lib/media-url";
import type { Route } from "./+types/media";

const FILE = /^([0-9a-f]{32})-(\d+)\.webp$/;

/** docs/decisions/021-media-in-the-database.md: `/media/<hash>-<width>.webp`, immutable. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  const width = Number(match?.[2]) as MediaWidth;
  if (!match || !MEDIA_WIDTHS.includes(width)) return new Response("Not found", { status: 404 });
  const media = await readMedia(getDb(), match[1]!, width);
  if (!media) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(media.bytes), {
    headers: {
      "Content-Type": media.content_type,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

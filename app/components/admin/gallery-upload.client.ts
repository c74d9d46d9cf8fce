import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_PATH, type MediaUploadAnswer } from "~/lib/gallery-form";

/** An upload that never got an answer (offline, a dropped connection). */
export type UploadOutcome = MediaUploadAnswer | { ok: false; network: true };

/** Reads the endpoint's JSON, or a guard's `{ error: { message } }` (signed out, 403, 413). */
function answerOf(text: string): MediaUploadAnswer | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null) return null;
    const b = body as { ok?: unknown; url?: unknown; error?: unknown };
    if (b.ok === true && typeof b.url === "string") return { ok: true, url: b.url };
    if (typeof b.error === "string") return { ok: false, error: b.error };
    const nested = b.error as { message?: unknown } | undefined;
    if (typeof nested?.message === "string") return { ok: false, error: nested.message };
  } catch {
    // Not JSON: a proxy's page, an empty body.
  }
  return null;
}

/**
 * Uploads one picture to the gallery's upload endpoint (app/routes/admin/media-upload.tsx),
 * reporting the share sent (0–1) as it goes. XMLHttpRequest, not fetch: only it reports upload
 * progress, which the editor shows per file. `track` receives the request, so the editor can abort
 * it when it goes away.
 */
export function uploadPicture(
  file: File,
  onProgress: (fraction: number) => void,
  track: (request: XMLHttpRequest) => () => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const untrack = track(request);
    const done = (outcome: UploadOutcome) => {
      untrack();
      resolve(outcome);
    };
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer = answerOf(request.responseText);
      if (answer) return done(answer);
      // The server's own refusal before the app (a body over the limit): a short text in the
      // page's language (docs/decisions/039-bounded-request-bodies.md).
      const text = request.responseText.trim();
      if (request.status >= 400 && text && text.length < 300)
        return done({ ok: false, error: text });
      done({ ok: false, network: true });
    });
    request.addEventListener("error", () => done({ ok: false, network: true }));
    request.addEventListener("abort", () => done({ ok: false, network: true }));
    const body = new FormData();
    body.append(MEDIA_UPLOAD_FIELD, file, file.name);
    request.open("POST", MEDIA_UPLOAD_PATH);
    request.setRequestHeader("Accept", "application/json");
    request.send(body);
  });
}

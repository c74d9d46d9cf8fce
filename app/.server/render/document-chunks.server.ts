// A store document's body handed on as React wrote it (app/.server/render/store-documents.server.tsx
// to server/cached-pages.ts), without a stream in between.

/**
 * Where a store document's Response keeps its chunks: a symbol of the runtime's registry, as the
 * HTTP server is bundled apart from the app's routes.
 */
const CHUNKS = Symbol.for("vitrine.documentChunks");
/** Set on a render's context by a caller that takes the chunks themselves (askForChunks). */
const WANTS_CHUNKS = Symbol.for("vitrine.wantsDocumentChunks");

/** Tells the store's renderer that the caller reads the document's chunks, not its body. */
export function askForChunks(context: object): void {
  Object.defineProperty(context, WANTS_CHUNKS, { value: true });
}

/**
 * A store document's Response. Its body is a stream that hands out the chunks only when read (a
 * signed-in shopper's page is sent as it streams); the page cache, which reads every body whole,
 * asks for the chunks themselves instead (askForChunks, documentChunks), and its Response has no
 * body.
 */
export function documentResponse(chunks: Uint8Array[], context: object): Response {
  const init = { status: 200, headers: { "Content-Type": "text/html; charset=utf-8" } };
  // A caller that asked for the chunks gets a Response without a body (a stream and its
  // Response cost a quarter of a millisecond a page).
  if ((context as Record<symbol, unknown>)[WANTS_CHUNKS]) {
    const response = new Response(null, init);
    Object.defineProperty(response, CHUNKS, { value: chunks });
    return response;
  }
  let next = 0;
  const response = new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[next++];
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    }),
    init,
  );
  Object.defineProperty(response, CHUNKS, { value: chunks });
  return response;
}

/**
 * The body of a store document's Response as its chunks, if it is one and its body was not read;
 * undefined for any other Response. A caller that asked for the chunks must take them from here.
 */
export function documentChunks(response: Response): Uint8Array[] | undefined {
  if (response.bodyUsed) return undefined;
  return (response as unknown as Record<symbol, Uint8Array[] | undefined>)[CHUNKS];
}

/** The chunks in one buffer of their own (not pooled: it can be handed to another thread). */
export function joinChunks(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  let length = 0;
  for (const chunk of chunks) length += chunk.byteLength;
  const body = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

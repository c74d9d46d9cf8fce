import { describe, expect, it } from "vitest";
import {
  askForChunks,
  documentChunks,
  documentResponse,
  joinChunks,
} from "./document-chunks.server";

// A store document goes to the page cache as React's chunks, and to anyone else as a body.

const chunks = ["<!doctype html>", "<p>Furadeira 220 V</p>", "<p>Serra</p>"].map((text) =>
  new TextEncoder().encode(text),
);

describe("a store document's body", () => {
  it("streams its chunks as the body to a caller that did not ask for them", async () => {
    const response = documentResponse(chunks, {});
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(documentChunks(response)).toBe(chunks);
    expect(await response.text()).toBe("<!doctype html><p>Furadeira 220 V</p><p>Serra</p>");
    // Once the body was read, the chunks are not handed out a second time.
    expect(documentChunks(response)).toBeUndefined();
  });

  it("is the chunks alone, joined once into a buffer of its own, for a caller that asked", () => {
    const context = {};
    askForChunks(context);
    const response = documentResponse(chunks, context);
    expect(response.body).toBeNull();
    const body = joinChunks(documentChunks(response)!);
    expect(new TextDecoder().decode(body)).toBe(
      "<!doctype html><p>Furadeira 220 V</p><p>Serra</p>",
    );
    expect(body.byteOffset).toBe(0);
    expect(body.buffer.byteLength).toBe(body.byteLength);
  });

  it("is nothing special for any other Response", () => {
    expect(documentChunks(new Response("x"))).toBeUndefined();
  });
});

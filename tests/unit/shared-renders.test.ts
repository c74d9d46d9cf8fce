import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterVocabulary } from "~/.server/catalogue/facet-index.server";
import { bumpCatalogueVersion } from "~/.server/catalogue/version.server";
import { cachedPages } from "../../server/cached-pages";
import { MapFrameOrigin } from "../../server/map-frame-origin";
import { installAuthTestDb } from "../fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../fixtures/databases";

// Misses for one page that arrive while it is being rendered, at the same
// catalogue version, wait for that render and get its entry, as a hit a moment later would; a
// render that gives nothing to keep leaves each request to render its own; after a catalogue
// write a page is rendered again; HEAD never shares (nor the bench's bypass parameter).

describe.each(TEST_DB_KINDS)("concurrent misses for one page render it once, %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  /** A page cache in front of a handler that counts its renders and takes 30 ms each. */
  function pages(answer: (n: number) => Response) {
    let renders = 0;
    const cache = cachedPages({
      handle: async () => {
        const n = ++renders;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return answer(n);
      },
      readAsset: () => undefined,
      frames: new MapFrameOrigin(),
      https: false,
    });
    const render = (path: string, method = "GET") =>
      cache.render(new Request(`http://localhost:3000${path}`, { method }), "nonce-x");
    return { render, renders: () => renders };
  }
  const json = (n: number) =>
    Response.json({ n }, { headers: { "cache-control": "public, max-age=60" } });
  const bodyOf = (r: Awaited<ReturnType<ReturnType<typeof pages>["render"]>>) =>
    r.entry ? JSON.parse(Buffer.from(r.entry.body.identity!).toString()) : null;

  it("eight shoppers asking at once get one render's page; a catalogue write renders it anew", async () => {
    const p = pages(json);
    const all = await Promise.all(Array.from({ length: 8 }, () => p.render("/api/brands")));
    expect(p.renders()).toBe(1);
    expect(all.map(bodyOf)).toEqual(Array(8).fill({ n: 1 }));
    await bumpCatalogueVersion(t.db);
    const after = await Promise.all(Array.from({ length: 3 }, () => p.render("/api/brands")));
    expect(p.renders()).toBe(2);
    expect(after.map(bodyOf)).toEqual(Array(3).fill({ n: 2 }));
  });

  it("different pages and HEAD are rendered each for itself; unread parameters share", async () => {
    const p = pages(json);
    // The filters' vocabulary read first: a URL with a query waits for it before it can join a
    // render under way, and on a busy PostgreSQL that first read can outlast a 30 ms render.
    await filterVocabulary(t.db);
    await Promise.all([
      p.render("/api/categories"),
      p.render("/api/categories?utm_source=x"),
      p.render("/api/categories?lang=en"),
      p.render("/api/categories", "HEAD"),
    ]);
    expect(p.renders()).toBe(3);
  });

  it("a render that gives nothing to keep leaves each waiting request to render its own", async () => {
    const p = pages((n) => new Response(`failed ${n}`, { status: 500 }));
    const all = await Promise.all(Array.from({ length: 4 }, () => p.render("/api/brands?x=1")));
    expect(all.every((r) => r.response?.status === 500)).toBe(true);
    // The first rendered alone; the three that waited for it then rendered their own.
    expect(p.renders()).toBe(4);
  });
});

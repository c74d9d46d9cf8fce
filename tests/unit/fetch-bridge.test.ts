import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createGunzip } from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { readBody } from "~/.server/http/body.server";
import { bodyLimitFor, sendFetchResponse, toFetchRequest } from "../../server/fetch-bridge";

// Bodies over their limit are refused before they are read whole, and a body the
// app does not read is not buffered either.

type Handler = (request: Request) => Promise<Response>;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    // The clients here stop writing once answered: their half-sent bodies keep connections open.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A server that bridges every request to `handler`; records bytes read and the verdicts. */
async function serve(handler: Handler) {
  const seen: { exceeded: boolean; bytesRead: number }[] = [];
  const server = createServer(async (req, res) => {
    const bridged = toFetchRequest(req, res);
    const response = await handler(bridged.request).catch(
      (error: unknown) => new Response(String(error), { status: 500 }),
    );
    seen.push({ exceeded: bridged.exceeded, bytesRead: req.socket.bytesRead });
    await sendFetchResponse(req, res, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen };
}

/** Sends `total` bytes in 64 kB chunks, chunked unless `declare` gives a Content-Length. */
function send(
  url: string,
  total: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/api/products`, { method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    const block = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        const piece = block.subarray(0, Math.min(block.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("request bodies have a ceiling (server/fetch-bridge.ts)", () => {
  it("gives 100 kB to JSON and anything else, 10 MB and form overhead to uploads", () => {
    expect(bodyLimitFor("application/json")).toBe(100 * 1024);
    expect(bodyLimitFor("application/x-www-form-urlencoded")).toBe(100 * 1024);
    expect(bodyLimitFor(undefined)).toBe(100 * 1024);
    expect(bodyLimitFor("multipart/form-data; boundary=x")).toBeGreaterThan(10 * 1024 * 1024);
    expect(bodyLimitFor("multipart/form-data; boundary=x")).toBeLessThan(11 * 1024 * 1024);
  });

  it("gives 20 MB to the import paths: the API and the back office's page, as a document and as data", () => {
    const multipart = "multipart/form-data; boundary=x";
    for (const url of [
      "/api/products/import?dry_run=1",
      "/admin/importar",
      "/admin/importar.data?lang=es",
      "/admin/importar/erros",
    ]) {
      expect(bodyLimitFor(multipart, url), url).toBeGreaterThan(20 * 1024 * 1024);
    }
    expect(bodyLimitFor(multipart, "/admin/marcas")).toBeLessThan(11 * 1024 * 1024);
  });

  it("gives a 20 MB PDF and its form to the document uploads: the API's and the back office's page", () => {
    const multipart = "multipart/form-data; boundary=x";
    for (const url of [
      "/api/products/7/documents",
      "/admin/produtos/7/documentos",
      "/admin/produtos/7/documentos.data",
    ]) {
      expect(bodyLimitFor(multipart, url), url).toBeGreaterThan(20 * 1024 * 1024);
      expect(bodyLimitFor(multipart, url), url).toBeLessThan(21 * 1024 * 1024);
    }
    expect(bodyLimitFor(multipart, "/admin/produtos/7/ligacoes")).toBeLessThan(11 * 1024 * 1024);
    expect(bodyLimitFor(multipart, "/api/products/7/documents/3")).toBeLessThan(11 * 1024 * 1024);
  });

  it("passes a body within its limit through whole", async () => {
    const { url } = await serve(
      async (request) => new Response(String((await request.text()).length)),
    );
    const answer = await send(url, 90 * 1024, { "content-type": "application/json" });
    expect(answer).toEqual({ status: 200, body: String(90 * 1024) });
  });

  it("stops a chunked JSON body at 100 kB, whatever reads it, and answers 413 in the error shape", async () => {
    const { url, seen } = await serve(async (request) => {
      try {
        await readBody(request);
        return new Response("read", { status: 200 });
      } catch (error) {
        const status = (error as { status?: number }).status ?? 500;
        return Response.json({ error: { code: "tooLarge" } }, { status });
      }
    });
    const answer = await send(url, 5 * 1024 * 1024, {
      "content-type": "application/json",
      "transfer-encoding": "chunked",
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "tooLarge" } });
    expect(seen[0]!.bytesRead).toBeLessThan(2 * 1024 * 1024);

    // Something that reads without a limit of its own (request.json()) fails at the ceiling too.
    const raw = await serve(async (request) =>
      request.json().then(
        () => new Response("parsed"),
        () => new Response("stopped", { status: 400 }),
      ),
    );
    const stopped = await send(raw.url, 5 * 1024 * 1024, {
      "content-type": "application/json",
      "transfer-encoding": "chunked",
    });
    expect(stopped.status).toBe(400);
    expect(raw.seen[0]!.exceeded).toBe(true);
  });

  it("refuses a declared 50 MB upload without reading it, and buffers nothing nobody reads", async () => {
    const { url, seen } = await serve(async (request) => {
      try {
        await readBody(request);
        return new Response("read");
      } catch (error) {
        return new Response("refused", { status: (error as { status?: number }).status ?? 500 });
      }
    });
    const total = 50 * 1024 * 1024;
    const answer = await send(url, total, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(total),
    });
    expect(answer.status).toBe(413);
    // Refused from the Content-Length: what was read by then is socket buffering, not the file.
    expect(seen[0]!.bytesRead).toBeLessThan(8 * 1024 * 1024);
  });
});

describe("long answers through gzip (server/fetch-bridge.ts)", () => {
  it("a 16 MB streamed answer reaches a slow client whole, without piling up drain listeners", async () => {
    const gzip = compression();
    const line = "<url><loc>https://shop.example/produto/1</loc></url>\n";
    const piece = new TextEncoder().encode(line.repeat(300));
    const pieces = Math.ceil((16 * 1024 * 1024) / piece.length);
    const server = createServer((req, res) => {
      gzip(req as never, res as never, () => {
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent++ < pieces) controller.enqueue(piece);
            else controller.close();
          },
        });
        void sendFetchResponse(
          req,
          res,
          new Response(body, { headers: { "Content-Type": "application/xml" } }),
        );
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // The compression middleware gives "drain" listeners to its gzip stream, where `res.off`
    // cannot remove them: one per wait used to pile up past Node's warning at 10.
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const bytes = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `http://127.0.0.1:${port}/sitemap.xml?part=products-1`,
          { headers: { "Accept-Encoding": "gzip" } },
          (res) => {
            expect(res.headers["content-encoding"]).toBe("gzip");
            let total = 0;
            const unzip = res.pipe(createGunzip());
            unzip.on("data", (chunk: Buffer) => {
              total += chunk.length;
              // A slow reader: the server meets back-pressure again and again.
              unzip.pause();
              setTimeout(() => unzip.resume(), 1);
            });
            unzip.on("end", () => resolve(total));
            unzip.on("error", reject);
          },
        );
        req.on("error", reject);
        req.end();
      });
      expect(bytes).toBe(piece.length * pieces);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  }, 60_000);
});

describe("a slow client holds back the answer, not the server's memory", () => {
  it("reads a 256 MB answer from its source only as fast as a client that stopped reading takes it", async () => {
    const piece = new Uint8Array(64 * 1024).fill(65);
    const pieces = (256 * 1024 * 1024) / piece.byteLength;
    let pulled = 0;
    const server = createServer((req, res) => {
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (pulled++ < pieces) controller.enqueue(piece);
            else controller.close();
          },
        },
        { highWaterMark: 1 },
      );
      void sendFetchResponse(
        req,
        res,
        new Response(body, { headers: { "Content-Type": "application/octet-stream" } }),
      );
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`http://127.0.0.1:${port}/feeds/google.xml`, (res) => {
        // The client reads one chunk, then nothing for a while: the server must wait for it.
        res.once("data", () => {
          res.pause();
          setTimeout(() => {
            try {
              // Socket buffers on both sides and a few pieces in flight, nowhere near 256 MB.
              expect(pulled * piece.byteLength).toBeLessThan(16 * 1024 * 1024);
              res.destroy();
              resolve();
            } catch (error) {
              reject(error as Error);
            }
          }, 700);
        });
      });
      req.on("error", reject);
      req.end();
    });
  }, 30_000);
});

describe("the request's signal", () => {
  it("aborts when the client leaves before the answer, and not once the answer is sent", async () => {
    const signals: AbortSignal[] = [];
    let leftBefore!: () => void;
    const left = new Promise<void>((resolve) => (leftBefore = resolve));
    const server = createServer(async (req, res) => {
      const bridged = toFetchRequest(req, res);
      signals.push(bridged.request.signal);
      if (req.url === "/slow") {
        // Answers only after the client went away.
        bridged.request.signal.addEventListener("abort", () => leftBefore());
        await left;
        res.destroy();
        return;
      }
      await sendFetchResponse(req, res, new Response("ok"));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const req = httpRequest(`http://127.0.0.1:${port}${path}`, { agent: false }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (body += c));
          res.on("end", () => resolve(body));
        });
        req.on("error", reject);
        req.end();
      });
    expect(await get("/fast")).toBe("ok");
    // The connection closes after the answer (agent: false): the finished request stays whole.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signals[0]!.aborted).toBe(false);

    const slow = httpRequest(`http://127.0.0.1:${port}/slow`, { agent: false });
    slow.on("error", () => {});
    slow.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    slow.destroy();
    await left;
    expect(signals[1]!.aborted).toBe(true);
  });
});

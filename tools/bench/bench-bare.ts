import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { isCompressible } from "../../server/encoding";

// The bench asks as a browser does, checks that what it gets is compressed, and
// holds each figure against a bare node:http server (tools/bench/bare-server.mjs) answering the same
// bytes for the same URL in the same run.

/** The headers Chromium sends for a page (what every bench request carries). */
export const BROWSER_HEADERS: Record<string, string> = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "accept-encoding": "br, gzip, deflate",
  "accept-language": "pt-BR,pt;q=0.9,en;q=0.8",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

/** Response headers the bare server repeats (what a browser needs to read the body). */
const KEPT = ["content-type", "content-encoding", "cache-control", "vary", "etag"];

export interface Captured {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function capture(base: string, pathname: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { headers: BROWSER_HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const name of KEPT) {
          const value = res.headers[name];
          if (typeof value === "string") headers[name] = value;
        }
        resolve({
          path: pathname,
          status: res.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** What is wrong with an answer on the wire: an error status, or text sent uncompressed. */
export function wireProblems(answer: Captured): string[] {
  const problems: string[] = [];
  if (answer.status >= 400) problems.push(`${answer.path}: status ${answer.status}`);
  const encoding = answer.headers["content-encoding"];
  if (isCompressible(answer.headers["content-type"]) && answer.body.byteLength >= 1024 && !encoding)
    problems.push(`${answer.path}: ${answer.body.byteLength} bytes of text sent uncompressed`);
  return problems;
}

export interface Bare {
  base: string;
  stop: () => Promise<void>;
}

/** Starts the bare server answering `answers`, on `port`. */
export async function startBare(answers: Captured[], port: number): Promise<Bare> {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-bare-"));
  const file = path.join(dir, "capture.json");
  writeFileSync(
    file,
    JSON.stringify(answers.map((a) => ({ ...a, body: a.body.toString("base64") }))),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    ["tools/bench/bare-server.mjs", file, String(port)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createShutdown } from "../../server/shutdown";

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", path: "/", agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("SIGTERM: in-flight requests finish, then the database closes", () => {
  it("finishes a slow request started before the signal, refuses new ones, then closes the database", async () => {
    let release = () => {};
    const slow = new Promise<void>((r) => (release = r));
    let arrived = () => {};
    const started = new Promise<void>((r) => (arrived = r));
    const server = createServer((_req, res) => {
      arrived();
      void slow.then(() => res.end("done"));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;

    const events: string[] = [];
    let exited: (code: number) => void = () => {};
    const exit = new Promise<number>((r) => (exited = r));
    const shutdown = createShutdown(
      server,
      async () => {
        events.push("database closed");
      },
      (code) => exited(code),
    );

    const inFlight = get(port);
    await started;
    shutdown();
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual([]);
    release();
    expect(await inFlight).toEqual({ status: 200, body: "done" });
    expect(await exit).toBe(0);
    expect(events).toEqual(["database closed"]);
  });
});

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIpOf } from "~/.server/auth/client-ip.server";
import { EVENTS_PER_ADDRESS_PER_MINUTE, insightRecorder } from "~/.server/insights/recorder.server";
import { createApp } from "../../server/app";
import { installAuthTestDb } from "../fixtures/auth";
import type { TestDb } from "../fixtures/databases";

// Rate limits count by the client's address as the server saw it. A client cannot
// choose it: X-Forwarded-For is believed only from TRUST_PROXY proxies, and the header the app
// reads (CLIENT_IP_HEADER) is always the server's own.

/** A server build with one resource route that answers the address the app was given. */
const build = {
  entry: { module: { default: () => new Response("document") } },
  routes: {
    root: { id: "root", path: "", module: {} },
    ip: {
      id: "ip",
      parentId: "root",
      path: "ip",
      module: {
        action: ({ request }: { request: Request }) =>
          Response.json({ header: request.headers.get(CLIENT_IP_HEADER) }),
      },
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/m.js", version: "1" },
  future: {},
  publicPath: "/",
  assetsBuildDirectory: "/nonexistent",
  basename: "/",
  isSpaMode: false,
  ssr: true,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let t: TestDb;
const servers: Server[] = [];
beforeAll(async () => {
  t = await installAuthTestDb("sqlite");
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await t.cleanup();
});

async function serve(trustProxy: number): Promise<string> {
  const server = createApp("/nonexistent", build, { trustProxy }).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function seen(base: string, headers: Record<string, string>): Promise<string | null> {
  const response = await fetch(`${base}/ip`, { method: "POST", headers });
  expect(response.status).toBe(200);
  const { header } = (await response.json()) as { header: string | null };
  return clientIpOf(
    new Request("http://x/", { headers: header ? { [CLIENT_IP_HEADER]: header } : {} }),
  );
}

describe("the client's address", () => {
  it("without a proxy (TRUST_PROXY=0): the socket's peer, whatever the client wrote", async () => {
    const base = await serve(0);
    expect(await seen(base, {})).toBe("127.0.0.1");
    expect(
      await seen(base, {
        "x-forwarded-for": "203.0.113.9",
        [CLIENT_IP_HEADER]: "198.51.100.7",
        "X-Vitrine-Client-IP": "198.51.100.8",
      }),
    ).toBe("127.0.0.1");
  });

  it("behind one proxy (TRUST_PROXY=1): the address that proxy saw, the last of X-Forwarded-For", async () => {
    const base = await serve(1);
    // The client wrote the first entry; our proxy appended the second.
    expect(
      await seen(base, {
        "x-forwarded-for": "198.51.100.1, 203.0.113.9",
        [CLIENT_IP_HEADER]: "198.51.100.7",
      }),
    ).toBe("203.0.113.9");
    expect(await seen(base, {})).toBe("127.0.0.1");
  });

  // Beacons are answered before Express (server/app.ts `dispatch`), which must
  // read the address as Express does, or the per-address limit could be dodged or shared.
  it("a beacon on the lean path is counted against the address Express would give", async () => {
    const beacon = (base: string, forwardedFor: string) =>
      fetch(`${base}/api/events`, {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
          "x-forwarded-for": forwardedFor,
        },
        body: JSON.stringify({ locale: "pt", events: [{ kind: "product_view", id: 1 }] }),
      });
    const behindProxy = await serve(1);
    expect((await beacon(behindProxy, "198.51.100.1, 203.0.113.77")).status).toBe(204);
    expect(insightRecorder.allowance("203.0.113.77", 1000)).toBe(EVENTS_PER_ADDRESS_PER_MINUTE - 1);
    expect(insightRecorder.allowance("198.51.100.1", 1000)).toBe(EVENTS_PER_ADDRESS_PER_MINUTE);

    const direct = await serve(0);
    expect((await beacon(direct, "203.0.113.78")).status).toBe(204);
    expect(insightRecorder.allowance("203.0.113.78", 1000)).toBe(EVENTS_PER_ADDRESS_PER_MINUTE);
  });

  it("is counted by /64 for IPv6 and as IPv4 when IPv4-mapped", () => {
    const of = (value: string) =>
      clientIpOf(new Request("http://x/", { headers: { [CLIENT_IP_HEADER]: value } }));
    expect(of("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(of("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(of("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(of("2001:DB8::1")).toBe("2001:db8:0:0::/64");
    expect(of("not an address")).toBeNull();
    expect(clientIpOf(new Request("http://x/"))).toBeNull();
  });
});

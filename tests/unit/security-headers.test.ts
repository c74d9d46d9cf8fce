import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  frameOriginOf,
  NONCE_LENGTH,
  staticSecurityHeaders,
} from "../../server/security-headers";

const directives = (policy: string) =>
  new Map(
    policy.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name!, values];
    }),
  );

describe("the Content-Security-Policy", () => {
  it("runs scripts by nonce only, never inline or by host", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "abc", https: false }));
    expect(csp.get("script-src")).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    for (const name of ["connect-src", "manifest-src", "worker-src"]) {
      expect(csp.get(name), name).toEqual(["'self'"]);
    }
    expect(csp.get("img-src")).toEqual(["'self'", "https:", "data:", "blob:"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("frames only the video players and the store map's origin (decision 068)", () => {
    const players = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];
    const none = directives(contentSecurityPolicy({ nonce: "n", https: false }));
    expect(none.get("frame-src")).toEqual(players);
    const google = frameOriginOf("https://www.google.com/maps/embed?pb=!1m18!1m12");
    expect(google).toBe("https://www.google.com");
    const csp = directives(contentSecurityPolicy({ nonce: "n", https: true, frameOrigin: google }));
    expect(csp.get("frame-src")).toEqual([...players, "https://www.google.com"]);
    expect(frameOriginOf("http://maps.example/embed")).toBeNull();
    expect(frameOriginOf("javascript:alert(1)")).toBeNull();
    expect(frameOriginOf("")).toBeNull();
  });

  it("gives every response a new nonce of a fixed length", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(nonce).toHaveLength(NONCE_LENGTH);
    }
  });
});

describe("the other security headers", () => {
  it("sends HSTS only over https", () => {
    expect(staticSecurityHeaders(false)).not.toHaveProperty("Strict-Transport-Security");
    expect(staticSecurityHeaders(true)["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(contentSecurityPolicy({ nonce: "n", https: true })).toContain(
      "upgrade-insecure-requests",
    );
    expect(contentSecurityPolicy({ nonce: "n", https: false })).not.toContain("upgrade-insecure");
  });

  it("denies sniffing, cross-origin leaks and powerful features", () => {
    const headers = staticSecurityHeaders(false);
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });
});

import { describe, expect, it } from "vitest";
import { browserSessionHeaders, toBrowserSessionCookie } from "./http.server";

describe("session cookies last for the browser session", () => {
  it("drops Max-Age and Expires from better-auth's session cookie, keeping its other attributes", () => {
    expect(
      toBrowserSessionCookie(
        "vitrine.session_token=abc.def; Max-Age=7200; Path=/; HttpOnly; SameSite=Lax",
      ),
    ).toBe("vitrine.session_token=abc.def; Path=/; HttpOnly; SameSite=Lax");
    expect(
      toBrowserSessionCookie(
        "__Secure-vitrine.session_token=abc; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Path=/; Secure; HttpOnly; SameSite=Lax",
      ),
    ).toBe("__Secure-vitrine.session_token=abc; Path=/; Secure; HttpOnly; SameSite=Lax");
  });

  it("leaves deletions alone so the browser still drops the cookie", () => {
    const deletion = "vitrine.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax";
    expect(toBrowserSessionCookie(deletion)).toBe(deletion);
  });

  it("leaves other cookies alone", () => {
    const lang = "lang=en; Path=/; Max-Age=31536000; SameSite=Lax";
    expect(toBrowserSessionCookie(lang)).toBe(lang);
  });

  it("rewrites every Set-Cookie of a header set and keeps the other headers", () => {
    const headers = new Headers({ "content-type": "application/json" });
    headers.append("set-cookie", "vitrine.session_token=a; Max-Age=7200; Path=/");
    headers.append("set-cookie", "lang=pt; Max-Age=10; Path=/");
    const out = browserSessionHeaders(headers);
    expect(out.get("content-type")).toBe("application/json");
    expect(out.getSetCookie()).toEqual([
      "vitrine.session_token=a; Path=/",
      "lang=pt; Max-Age=10; Path=/",
    ]);
  });
});

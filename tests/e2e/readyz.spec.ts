import { expect, test } from "@playwright/test";

// The compiled server answers /readyz (readiness) beside /healthz (liveness),
// and neither ever comes from the page cache, so a probe always sees the instance as it is now.

test("/readyz answers 200 ready, never cached, and /healthz stays the liveness check", async ({
  request,
}) => {
  for (let i = 0; i < 2; i++) {
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    expect(ready.headers()["cache-control"]).toBe("no-store");
    expect(ready.headers()["x-page-cache"]).toBeUndefined();
  }
  const alive = await request.get("/healthz");
  expect(alive.status()).toBe(200);
  expect(await alive.json()).toEqual({ status: "ok" });
});

import { describe, expect, it } from "vitest";
import { clientAction } from "./layout";

// The sign-out posts to the layout's action through a fetcher
// (+shared/logout-form.tsx). When its request never reaches the server, the layout's clientAction
// answers offline, so the page stays with its session, instead of the error page.

type Args = Parameters<typeof clientAction>[0];

function post(fields: Record<string, string>, serverAction: () => Promise<unknown>): Args {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request("http://localhost:3000/admin", { method: "POST", body: form });
  // The clientAction reads only the request and the server action.
  return { request, params: {}, serverAction } as unknown as Args;
}

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("the admin layout's clientAction", () => {
  it("answers a sign-out that never reached the server as offline, not as a sign-in error", async () => {
    const result = await clientAction(post({ intent: "logout" }, offline));
    expect(result).toEqual({ intent: "logout", offline: expect.stringMatching(/^offline-/) });
  });

  it("marks each failed sign-out apart, so a second one is announced again", async () => {
    const first = await clientAction(post({ intent: "logout" }, offline));
    const second = await clientAction(post({ intent: "logout" }, offline));
    expect(first).not.toEqual(second);
  });

  it("lets a sign-out that reached the server go on: its redirect to the entry", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/admin" } });
    await expect(
      clientAction(post({ intent: "logout" }, () => Promise.reject(redirect))),
    ).rejects.toBe(redirect);
  });

  it("still answers the entry's forms offline with their connection messages", async () => {
    expect(
      await clientAction(post({ intent: "sign-in", email: "a@example.test" }, offline)),
    ).toMatchObject({
      intent: "sign-in",
      error: "connection",
      values: { email: "a@example.test" },
    });
    expect(
      await clientAction(post({ intent: "sign-up", first_name: "Rui" }, offline)),
    ).toMatchObject({ intent: "sign-up", error: "network", values: { first_name: "Rui" } });
  });
});

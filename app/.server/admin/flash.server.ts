import { createCookie, type Cookie } from "react-router";
import { toastSchema, type Toast } from "~/lib/admin-result";
import { getEnv } from "../env";

// A toast that must survive a redirect (add product → the list) rides in a short-lived cookie,
// read and cleared by the next back-office loader that asks for it. It is signed with the auth
// secret, so a page never shows a message the server did not write.

let cookie: Cookie | undefined;

/** Made on first use: the secret comes from the parsed environment, not at import. */
function flashCookie(): Cookie {
  cookie ??= createCookie("vitrine_admin_flash", {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60,
    secrets: [getEnv().BETTER_AUTH_SECRET],
  });
  return cookie;
}

/** The Set-Cookie value that flashes `toast` to the next page. */
export function flashHeader(toast: Toast): Promise<string> {
  return flashCookie().serialize(toast);
}

/** The flashed toast, if any, and the Set-Cookie header that clears it. */
export async function readFlash(
  request: Request,
): Promise<{ toast: Toast | null; headers?: HeadersInit }> {
  const header = request.headers.get("cookie");
  const name = `${flashCookie().name}=`;
  if (!header?.split(";").some((part) => part.trim().startsWith(name))) return { toast: null };
  // A cookie whose signature fails parses as null, and is cleared all the same.
  const parsed = toastSchema.safeParse(await flashCookie().parse(header));
  const clear = await flashCookie().serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, headers: { "Set-Cookie": clear } };
}

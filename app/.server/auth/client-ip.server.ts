import { isIPv4, isIPv6 } from "node:net";

/**
 * The client's address, as the server determined it (server/fetch-bridge.ts): the socket's peer,
 * or with `TRUST_PROXY=n` the address the outermost of `n` proxies saw (X-Forwarded-For read from
 * the right). The bridge drops any copy of this header a client sent and sets its own, so it is
 * the only address rate limits may trust; the app never reads `X-Forwarded-For` itself.
 */
export const CLIENT_IP_HEADER = "x-vitrine-client-ip";

/**
 * The address a rate limit counts: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6
 * by its /64 network, which one subscriber holds whole (better-auth groups IPv6 the same way).
 * Null when the request carries no address or not a valid one.
 */
export function clientIpOf(request: Request): string | null {
  return clientAddress(request.headers.get(CLIENT_IP_HEADER));
}

/** clientIpOf for an address the server holds as it is (server/app.ts's beacon path). */
export function clientAddress(address: string | null | undefined): string | null {
  const value = address?.trim() ?? "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return null;
  const [head = "", tail = ""] = value.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = value.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

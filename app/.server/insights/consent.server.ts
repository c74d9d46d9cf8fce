import { isbot } from "isbot";

// Issue #20 item 1: whom the insights never count. Robots (by their user agent, and anything that
// sends none) and browsers that ask not to be tracked (`Sec-GPC: 1`, `DNT: 1`). A page opened
// without JavaScript sends no beacon at all, so no-JS hits are never counted either.

/** True when nothing this request says may be counted. */
export function tracksNothing(request: Request): boolean {
  const agent = request.headers.get("user-agent") ?? "";
  return (
    !agent ||
    isbot(agent) ||
    request.headers.get("sec-gpc") === "1" ||
    request.headers.get("dnt") === "1"
  );
}

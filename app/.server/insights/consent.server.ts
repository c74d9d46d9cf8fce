import { isbot } from "isbot";

// Whom the insights never count. Robots (by their user agent, and anything that
// sends none) and browsers that ask not to be tracked (`Sec-GPC: 1`, `DNT: 1`). A page opened
// without JavaScript sends no beacon at all, so no-JS hits are never counted either.

/** True when nothing a request with these headers says may be counted. */
export function tracksNothing(headers: Pick<Headers, "get">): boolean {
  const agent = headers.get("user-agent") ?? "";
  return !agent || isRobot(agent) || headers.get("sec-gpc") === "1" || headers.get("dnt") === "1";
}

/** User agents already judged: isbot's pattern costs more than the rest of a beacon's checks. */
const judged = new Map<string, boolean>();
/** Agents remembered at most; past it the memory starts over (shoppers' browsers are few). */
const JUDGED_MAX = 1_000;

function isRobot(agent: string): boolean {
  let robot = judged.get(agent);
  if (robot === undefined) {
    robot = isbot(agent);
    if (judged.size >= JUDGED_MAX) judged.clear();
    judged.set(agent, robot);
  }
  return robot;
}

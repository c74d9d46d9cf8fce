import { ROUTE_GROUPS } from "./route-group";

// Requests by route group and status class, and their latency, for /metrics
// (server/metrics.ts). Counted in typed arrays and written in Prometheus' text format here rather
// than with prom-client's Counter and Histogram: those build a label key and objects on every
// `inc`/`observe` (an observe measured 360 ns), where a request here only adds to three cells.

const STATUS_CLASSES = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;
/** Seconds: a cached page answers in a few milliseconds, a query's deadline is a few seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;
const SLOTS = LATENCY_BUCKETS.length + 1; // the last: above every bound (+Inf)

const REQUESTS = "vitrine_http_requests_total";
const LATENCY = "vitrine_http_request_duration_seconds";

export interface RequestCounts {
  /** By group × status class. */
  requests: Float64Array;
  /** By group × bucket, each request in its own bucket only (made cumulative when written). */
  buckets: Float64Array;
  /** Seconds by group. */
  sums: Float64Array;
}

export function createRequestCounts(): RequestCounts {
  return {
    requests: new Float64Array(ROUTE_GROUPS.length * STATUS_CLASSES.length),
    buckets: new Float64Array(ROUTE_GROUPS.length * SLOTS),
    sums: new Float64Array(ROUTE_GROUPS.length),
  };
}

/** Counts one answered request: `group` an index in ROUTE_GROUPS, `seconds` its duration. */
export function countAnswered(
  counts: RequestCounts,
  group: number,
  status: number,
  seconds: number,
): void {
  const statusClass = Math.min(5, Math.max(1, Math.trunc(status / 100))) - 1;
  counts.requests[group * STATUS_CLASSES.length + statusClass]! += 1;
  let slot = 0;
  while (slot < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[slot]!) slot++;
  counts.buckets[group * SLOTS + slot]! += 1;
  counts.sums[group]! += seconds;
}

/** Both metrics in Prometheus' text format (version 0.0.4), every series present from the start. */
export function requestMetricsText(counts: RequestCounts): string {
  const lines = [
    `# HELP ${REQUESTS} Requests answered, by route group and status class.`,
    `# TYPE ${REQUESTS} counter`,
  ];
  ROUTE_GROUPS.forEach((group, g) => {
    STATUS_CLASSES.forEach((status, s) => {
      const value = counts.requests[g * STATUS_CLASSES.length + s]!;
      lines.push(`${REQUESTS}{group="${group}",status="${status}"} ${value}`);
    });
  });
  lines.push(
    "",
    `# HELP ${LATENCY} From a request's arrival to its answer's last byte handed to the socket, by route group.`,
    `# TYPE ${LATENCY} histogram`,
  );
  ROUTE_GROUPS.forEach((group, g) => {
    let cumulative = 0;
    for (let slot = 0; slot < SLOTS; slot++) {
      cumulative += counts.buckets[g * SLOTS + slot]!;
      const le = slot < LATENCY_BUCKETS.length ? String(LATENCY_BUCKETS[slot]) : "+Inf";
      lines.push(`${LATENCY}_bucket{le="${le}",group="${group}"} ${cumulative}`);
    }
    lines.push(`${LATENCY}_sum{group="${group}"} ${counts.sums[g]}`);
    lines.push(`${LATENCY}_count{group="${group}"} ${cumulative}`);
  });
  return `${lines.join("\n")}\n`;
}

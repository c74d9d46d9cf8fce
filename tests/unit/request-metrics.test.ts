import { describe, expect, it } from "vitest";
import {
  countAnswered,
  createRequestCounts,
  requestMetricsText,
} from "../../server/request-metrics";
import { routeGroupOf } from "../../server/route-group";
import { valueOf } from "../fixtures/metrics-server";

// Requests counted by route group, status class and latency for /metrics
// (server/request-metrics.ts, server/route-group.ts), in the text format Prometheus reads.

describe("the request counter and latency histogram", () => {
  it("puts each request in its status class and latency bucket; buckets are cumulative", () => {
    const counts = createRequestCounts();
    const api = 1; // ROUTE_GROUPS' index of "api"
    countAnswered(counts, api, 200, 0.003);
    countAnswered(counts, api, 503, 0.3);
    countAnswered(counts, api, 204, 7);
    countAnswered(counts, api, 99, 0.005); // an out-of-range status counts as 1xx; 5 ms is <= 0.005
    const text = requestMetricsText(counts);
    const at = (series: string) => valueOf(text, series);
    expect(at('vitrine_http_requests_total{group="api",status="2xx"}')).toBe(2);
    expect(at('vitrine_http_requests_total{group="api",status="5xx"}')).toBe(1);
    expect(at('vitrine_http_requests_total{group="api",status="1xx"}')).toBe(1);
    expect(at('vitrine_http_requests_total{group="store",status="2xx"}')).toBe(0);
    const bucket = (le: string) =>
      at(`vitrine_http_request_duration_seconds_bucket{le="${le}",group="api"}`);
    expect([bucket("0.005"), bucket("0.25"), bucket("0.5"), bucket("5"), bucket("+Inf")]).toEqual([
      2, 2, 3, 3, 4,
    ]);
    expect(at('vitrine_http_request_duration_seconds_count{group="api"}')).toBe(4);
    expect(at('vitrine_http_request_duration_seconds_sum{group="api"}')).toBeCloseTo(7.308);
    // Every line is a comment, blank, or `name{labels} number`: the text format scrapers parse.
    for (const line of text.split("\n")) {
      expect(line).toMatch(/^(?:#.*|[a-z_]+\{[^}]*\} [\d.e+-]+|)$/);
    }
  });
});

describe("route groups", () => {
  it("puts each request in one of six fixed groups by its path", () => {
    const cases: [string, string][] = [
      ["/", "store"],
      ["/en/produtos?page=2", "store"],
      ["/es/producto/taladro.data", "store"],
      ["/apiary", "store"],
      ["/api/products?q=x", "api"],
      ["/api", "api"],
      ["/admin", "admin"],
      ["/admin/produtos/3", "admin"],
      ["/admin.data", "admin"],
      ["/media/0123456789abcdef0123456789abcdef-480.webp", "media"],
      ["/assets/entry-abc.js", "static"],
      ["/favicon.svg", "static"],
      ["/sw.js?v=2", "static"],
      ["/manifest.en.webmanifest", "static"],
      ["/icons/icon-192.png", "static"],
      ["/healthz", "other"],
      ["/readyz", "other"],
      ["/robots.txt", "other"],
      ["/sitemap.xml", "other"],
      ["/feeds/google.xml", "other"],
    ];
    expect(cases.map(([url]) => [url, routeGroupOf(url)])).toEqual(cases);
  });
});

// Intl objects (number, list, date formats) cost far more to build than to use: a page built one per
// specification and document (docs/perf/README.md). Each is built once per key and kept.

const kept = new Map<string, unknown>();

/** The object `build` makes for `key`, built the first time `key` is asked for. */
export function intlOnce<T>(key: string, build: () => T): T {
  let value = kept.get(key) as T | undefined;
  if (value === undefined) {
    value = build();
    kept.set(key, value);
  }
  return value;
}

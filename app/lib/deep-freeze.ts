/**
 * `value` and everything it holds, frozen: for values kept and handed to many requests (a
 * product's view, the store profile), so that a caller that changed one fails loudly instead of
 * changing what every other page shows.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The store profile keeps four phones (docs/product-rules.md §9); the settings form has a field for
 * each.
 */
export const PHONE_COUNT = 4;

/** The settings form's name for the profile's phone at `index`: phone_1 … phone_4. */
export const phoneField = (index: number) => `phone_${index + 1}`;

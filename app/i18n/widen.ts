import type { Plural } from "./plural";

/**
 * The shape of a Portuguese catalogue with every text widened to string: what every other language
 * must supply. A plural message (./plural.ts) widens to Plural: each language gives its own forms.
 */
export type Widen<T> = {
  -readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends Plural
      ? Plural
      : Widen<T[K]>;
};

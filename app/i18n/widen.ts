/** The shape of a Portuguese catalogue with every text widened to string: what English must supply. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

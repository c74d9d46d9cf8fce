// Sets of products as bits (docs/decisions/062-specifications-and-facets.md):
// one bit per product of the facet index, 12.5 kB a set at 100,000 products. A facet count is an
// AND and a population count over a few thousand words, well under a millisecond.

export type Bitset = Uint32Array;

export function emptySet(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullSet(size: number): Bitset {
  const set = emptySet(size).fill(0xffffffff);
  const tail = size & 31;
  if (tail) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

export function addTo(set: Bitset, i: number): void {
  set[i >>> 5]! |= 1 << (i & 31);
}

export function has(set: Bitset, i: number): boolean {
  return (set[i >>> 5]! & (1 << (i & 31))) !== 0;
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function count(set: Bitset): number {
  let n = 0;
  for (let w = 0; w < set.length; w++) if (set[w]) n += popcount(set[w]!);
  return n;
}

/**
 * The words of a sparse set that hold members, kept for sets counted against many others (a
 * facet's base against each of its values); null for a set with members in most words. A search's
 * thousand results over 100,000 products touch a fraction of the 3,125 words.
 */
const occupiedWords = new WeakMap<Bitset, Int32Array | null>();

function occupied(set: Bitset): Int32Array | null {
  let words = occupiedWords.get(set);
  if (words === undefined) {
    const found: number[] = [];
    for (let w = 0; w < set.length; w++) if (set[w]) found.push(w);
    words = found.length * 2 < set.length ? Int32Array.from(found) : null;
    occupiedWords.set(set, words);
  }
  return words;
}

/**
 * How many members `a` and `b` share, without building the intersection. `a` must not change
 * afterwards: the words it occupies are kept for the next count against it.
 */
export function countBoth(a: Bitset, b: Bitset): number {
  let n = 0;
  const words = occupied(a);
  if (words) {
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      const x = a[w]! & b[w]!;
      if (x) n += popcount(x);
    }
    return n;
  }
  for (let w = 0; w < a.length; w++) {
    const x = a[w]! & b[w]!;
    if (x) n += popcount(x);
  }
  return n;
}

/** A new set: the members of every set given (at least one). */
export function intersect(sets: readonly Bitset[]): Bitset {
  const out = Uint32Array.from(sets[0]!);
  for (let s = 1; s < sets.length; s++) {
    const other = sets[s]!;
    for (let w = 0; w < out.length; w++) out[w]! &= other[w]!;
  }
  return out;
}

/** A new set: the members of any set given (none: the empty set of `size`). */
export function union(sets: readonly Bitset[], size: number): Bitset {
  const out = emptySet(size);
  for (const other of sets) for (let w = 0; w < out.length; w++) out[w]! |= other[w]!;
  return out;
}

/** Calls `visit` with each member, in order. */
export function forEachMember(set: Bitset, visit: (i: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!;
    while (word) {
      const bit = word & -word;
      visit((w << 5) + 31 - Math.clz32(bit));
      word ^= bit;
    }
  }
}

/** `values[i]` for each member `i`, in order (without a callback made per call: facets.server.ts). */
export function membersOf(set: Bitset, values: ArrayLike<number>): Float64Array {
  const out = new Float64Array(count(set));
  let taken = 0;
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!;
    while (word) {
      const bit = word & -word;
      out[taken++] = values[(w << 5) + 31 - Math.clz32(bit)]!;
      word ^= bit;
    }
  }
  return out;
}

/** The members, in order. */
export function membersIn(set: Bitset): Int32Array {
  const out = new Int32Array(count(set));
  let taken = 0;
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!;
    while (word) {
      const bit = word & -word;
      out[taken++] = (w << 5) + 31 - Math.clz32(bit);
      word ^= bit;
    }
  }
  return out;
}

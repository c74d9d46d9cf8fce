import "./zod-csp";
import { z } from "zod";

// Reordering brands and posters (docs/product-rules.md §2 "drag-and-drop reordering";
// docs/decisions/018-ordering-and-positions.md: positions 1..n rewritten in one transaction). The
// browser sends one move — a button's step or a drop onto another row — and the server applies it
// to the order it holds, so a list that changed meanwhile (someone added a brand) still takes the
// move.

export type Move = { id: number; direction: "up" | "down" } | { id: number; over: number };

export const moveSchema = z.union([
  z.object({
    id: z.coerce.number().int().positive(),
    direction: z.enum(["up", "down"]),
  }),
  z.object({
    id: z.coerce.number().int().positive(),
    over: z.coerce.number().int().positive(),
  }),
]);

/**
 * The order after a move. Up/down swap with the neighbour (nothing at either end). A drop puts
 * the row where the row it was dropped on stood: after it when dragged downwards, before it when
 * dragged upwards. Unknown ids leave the order as it was.
 */
export function applyMove(ids: readonly number[], move: Move): number[] {
  const from = ids.indexOf(move.id);
  if (from === -1) return [...ids];
  const to =
    "direction" in move ? from + (move.direction === "up" ? -1 : 1) : ids.indexOf(move.over);
  if (to < 0 || to >= ids.length || to === from) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, move.id);
  return next;
}

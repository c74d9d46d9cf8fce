// What each demo product looks like, drawn from Tabler Icons (MIT, node_modules/@tabler/icons).
// Tabler has no screwdriver, drill, saw, pliers, hose or concrete mixer, so those kinds are put
// together from several of its icons; demo-pictures.ts draws them.

import type { KindPicture } from "./demo-picture-types";
import { SITE_KINDS } from "./demo-picture-kinds-site";
import { TOOL_KINDS } from "./demo-picture-kinds-tools";

/** Every demo product kind's picture: the workshop's in one file, the rest in another. */
export const KIND_PICTURES = { ...TOOL_KINDS, ...SITE_KINDS } as const;

export type ProductKind = keyof typeof KIND_PICTURES;

/** A kind's picture, typed as every kind's (the tables keep their literal types). */
export function kindPicture(kind: ProductKind): KindPicture {
  return KIND_PICTURES[kind];
}

export type { IconPart, KindPicture, ShotSetting } from "./demo-picture-types";

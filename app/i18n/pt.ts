import { adminPt } from "./pt/admin";
import { adminSectionsPt } from "./pt/admin-sections";
import { apiPt } from "./pt/api";
import { publicPt } from "./public";
import type { Widen } from "./widen";

/** Portuguese: the source of every message key. en.ts must supply the same keys. */
export const pt = {
  ...publicPt,
  admin: adminPt,
  adminSections: adminSectionsPt,
  api: apiPt,
} as const;

export type Messages = Widen<typeof pt>;

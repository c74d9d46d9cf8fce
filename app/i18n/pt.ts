import { adminPt } from "./pt/admin";
import { adminSectionsPt } from "./pt/admin-sections";
import { apiPt } from "./pt/api";
import { catalogPt } from "./pt/catalog";
import { commonPt } from "./pt/common";
import { storePt } from "./pt/store";
import type { Widen } from "./widen";

/** Portuguese: the source of every message key. en.ts must supply the same keys. */
export const pt = {
  ...commonPt,
  store: storePt,
  catalog: catalogPt,
  admin: adminPt,
  adminSections: adminSectionsPt,
  api: apiPt,
} as const;

export type Messages = Widen<typeof pt>;

import { catalogPt } from "./pt/catalog";
import { comparePt } from "./pt/compare";
import { linksPt } from "./pt/links";
import { commonPt } from "./pt/common";
import { storePt } from "./pt/store";
import type { Widen } from "./widen";
import { productMediaPt } from "./pt/product-media";

// The texts the store's pages show. Kept apart from the back office's and the API's texts
// (pt.ts, en.ts) so a shopper's browser never downloads those: store code imports this catalogue
// through ./messages (useTexts, ./use-texts.ts), admin and server code the whole one through
// ./texts.ts.

export const publicPt = {
  ...commonPt,
  store: storePt,
  catalog: catalogPt,
  compare: comparePt,
  links: linksPt,
  productMedia: productMediaPt,
} as const;

export type PublicMessages = Widen<typeof publicPt>;

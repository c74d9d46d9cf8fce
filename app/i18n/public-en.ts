import { catalogEn } from "./en/catalog";
import { compareEn } from "./en/compare";
import { linksEn } from "./en/links";
import { commonEn } from "./en/common";
import { storeEn } from "./en/store";
import type { PublicMessages } from "./public";
import { productMediaEn } from "./en/product-media";

// The store's English texts, apart from the back office's for the reason public.ts gives, and
// apart from the other languages' so a page loads only its own (./messages.ts).
export const publicEn: PublicMessages = {
  ...commonEn,
  store: storeEn,
  catalog: catalogEn,
  compare: compareEn,
  links: linksEn,
  productMedia: productMediaEn,
};

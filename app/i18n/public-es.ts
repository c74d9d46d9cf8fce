import { catalogEs } from "./es/catalog";
import { compareEs } from "./es/compare";
import { linksEs } from "./es/links";
import { commonEs } from "./es/common";
import { storeEs } from "./es/store";
import type { PublicMessages } from "./public";
import { productMediaEs } from "./es/product-media";

// The store's Spanish texts, apart from the back office's for the reason public.ts gives.
export const publicEs: PublicMessages = {
  ...commonEs,
  store: storeEs,
  catalog: catalogEs,
  compare: compareEs,
  links: linksEs,
  productMedia: productMediaEs,
};

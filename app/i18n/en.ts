import { adminEn } from "./en/admin";
import { adminSectionsEn } from "./en/admin-sections";
import { apiEn } from "./en/api";
import { catalogEn } from "./en/catalog";
import { commonEn } from "./en/common";
import { storeEn } from "./en/store";
import type { Messages } from "./pt";

export const en: Messages = {
  ...commonEn,
  store: storeEn,
  catalog: catalogEn,
  admin: adminEn,
  adminSections: adminSectionsEn,
  api: apiEn,
};

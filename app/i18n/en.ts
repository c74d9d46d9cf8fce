import { adminEn } from "./en/admin";
import { adminSectionsEn } from "./en/admin-sections";
import { apiEn } from "./en/api";
import { publicEn } from "./public";
import type { Messages } from "./pt";

export const en: Messages = {
  ...publicEn,
  admin: adminEn,
  adminSections: adminSectionsEn,
  api: apiEn,
};

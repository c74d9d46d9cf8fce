import type { Locale } from "~/i18n/locale";
import { requestLocale } from "../auth/locale.server";

/** The API's language: `?lang=`, else Accept-Language by preference (q), else Portuguese. */
export function apiLocale(request: Request): Locale {
  return requestLocale(request);
}

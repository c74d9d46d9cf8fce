import { DEFAULT_LOCALE, type Locale, type OtherLocale } from "~/i18n/languages";
import { localized } from "~/lib/localized";
import type { StoreProfile } from "~/lib/store-profile";
import type { DEMO_CATEGORIES, DemoProduct } from "./demo-data";
import {
  categoryNamesEs,
  GENERATED_DESCRIPTION_ES,
  productsEs,
  storeProfileEs,
} from "./demo-data-es";

type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** The demo catalogue's texts in one language other than Portuguese. */
export interface DemoTranslation {
  categoryName(c: DemoCategory): string;
  product(p: DemoProduct): { name: string; description: string };
  /** The generator's placeholder description; null shows the Portuguese one. */
  generatedDescription: string | null;
  /** Store-profile texts the demo profile (DEMO_STORE_PROFILE) does not hold. */
  storeProfile: Partial<StoreProfile>;
}

/**
 * Each language's demo texts, by its code: English from the demo rows themselves (demo-data.ts),
 * Spanish from demo-data-es.ts, both keyed by the Portuguese text. A language without demo texts
 * seeds none: its pages show the Portuguese ones. The posters' texts in every language are their
 * campaigns' (demo-banners.ts).
 */
export const DEMO_TRANSLATIONS: Partial<Record<OtherLocale, DemoTranslation>> = {
  en: {
    categoryName: (c) => localized(c, "name", "en"),
    // DEMO_PRODUCTS rows: [name, English name, …, description, English description].
    product: (p) => ({ name: p[1], description: p[8] }),
    generatedDescription: null,
    storeProfile: {},
  },
  es: {
    categoryName: (c) => categoryNamesEs[c.name]!,
    product: (p) => productsEs[p[0]]!,
    generatedDescription: GENERATED_DESCRIPTION_ES,
    storeProfile: storeProfileEs,
  },
};

/** A demo product's name in `locale` (Portuguese where the language has no demo texts). */
export function demoProductName(p: DemoProduct, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return p[0];
  return DEMO_TRANSLATIONS[locale]?.product(p).name ?? p[0];
}

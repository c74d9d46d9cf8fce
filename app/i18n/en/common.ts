import type { commonPt } from "../pt/common";
import type { Widen } from "../widen";

export const commonEn: Widen<typeof commonPt> = {
  meta: {
    siteName: "YouTools",
    homeTitle: "{site} — Tools and equipment in Salto del Guairá",
    homeDescription:
      "Hand tools, electric machines, cargo handling, civil construction, garden and agriculture. Prices in US dollars.",
    pageTitle: "{page} — {site}",
  },
  nav: {
    home: "Home",
    categories: "Categories",
    skipToContent: "Skip to content",
  },
  languageMenu: {
    label: "Language",
  },
  home: {
    categoriesHeading: "Categories",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundBody: "The address you looked for does not exist or was removed.",
    unexpectedTitle: "Something went wrong",
    unexpectedBody: "An unexpected error occurred. Please try again in a moment.",
    backHome: "Back to home",
  },
};

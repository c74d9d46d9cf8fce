import { useRouteError } from "react-router";
import { useLocale } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import { localePath } from "~/i18n/locale";
import { missingOf } from "~/lib/not-found";

/** The error boundary of the catalogue's routes: the not-found text, inside the store layout. */
export function CatalogueErrorBoundary() {
  const error = useRouteError();
  const locale = useLocale();
  const t = useTexts("catalog").product;
  const errors = useTexts("errors");
  const missing = missingOf(error);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-ink">
        {missing === "category"
          ? t.categoryNotFound
          : missing === "product"
            ? t.notFound
            : errors.unexpectedTitle}
      </h1>
      {missing == null && <p className="mt-4">{errors.unexpectedBody}</p>}
      <a href={localePath(locale, "/produtos")} className="mt-6 inline-block text-brand underline">
        {t.viewAll}
      </a>
    </main>
  );
}

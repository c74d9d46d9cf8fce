import { describe, expect, it } from "vitest";
import { MAX_PRODUCT_IMAGES } from "~/lib/catalogue-schemas";
import { textsFor } from "./texts";
import { LOCALES } from "./languages";

// Texts that state a limit in words name the number the code enforces: a change of the limit
// that forgets a text fails here, in every language.
describe("texts that state a limit name the enforced number", () => {
  for (const locale of LOCALES) {
    it(`the gallery's "at most N pictures" texts say ${MAX_PRODUCT_IMAGES} (${locale})`, () => {
      const m = textsFor(locale);
      for (const text of [
        m.api.errors.tooManyImages,
        m.api.fields.tooManyImages,
        m.adminSections.fields.tooManyImages,
      ]) {
        expect(text).toContain(String(MAX_PRODUCT_IMAGES));
      }
    });
  }
});

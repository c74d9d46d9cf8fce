import { describe, expect, it } from "vitest";
import { textsFor } from "~/i18n/texts";
import { LOCALES } from "~/i18n/locale";
import { ApiError, errorResponse } from "./errors.server";

const req = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers });

const bodyOf = async (res: Response) => (await res.json()) as unknown;

describe("the API's errors in the caller's language", () => {
  it("answers in Spanish to a caller whose Accept-Language prefers it", async () => {
    const res = errorResponse(
      req("/api/products/9", { "accept-language": "es-PY,es;q=0.9,en;q=0.8" }),
      new ApiError(404, "notFound"),
    );
    expect(res.status).toBe(404);
    expect(await bodyOf(res)).toEqual({ error: { code: "notFound", message: "No encontrado." } });
  });

  it("words field errors in Spanish too, and ?lang=es wins over the header", async () => {
    const res = errorResponse(
      req("/api/products?lang=es", { "accept-language": "en" }),
      new ApiError(400, "validation", { price: "invalidPrice", name: "required" }),
    );
    expect(await bodyOf(res)).toEqual({
      error: {
        code: "validation",
        message: "Algunos campos no son válidos.",
        fields: {
          price: "Ingrese un precio válido (ej.: 19,90), cero o más.",
          name: "Campo obligatorio.",
        },
      },
    });
  });

  it("every language of the table has its own wording; anything else is Portuguese", async () => {
    const messages = new Set<string>();
    for (const code of LOCALES) {
      const res = errorResponse(
        req("/api/x", { "accept-language": `${code};q=0.9` }),
        new ApiError(403, "forbidden"),
      );
      const expected = textsFor(code).api.errors.forbidden;
      expect(await bodyOf(res)).toEqual({ error: { code: "forbidden", message: expected } });
      messages.add(expected);
    }
    expect(messages.size).toBe(LOCALES.length);
    const other = errorResponse(
      req("/api/x?lang=fr", { "accept-language": "de, fr;q=0.9" }),
      new ApiError(403, "forbidden"),
    );
    expect(await bodyOf(other)).toMatchObject({
      error: { message: textsFor("pt").api.errors.forbidden },
    });
  });
});

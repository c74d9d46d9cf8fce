import { useId, useState, type FormEvent } from "react";
import { localePath, type Locale } from "~/i18n/locale";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import { plural } from "~/i18n/plural";
import type { ApiEnquiryAnswer } from "~/lib/enquiry-schemas";
import { formatPrice } from "~/lib/money";
import type { QuoteLine } from "~/lib/quote-list";
import { quoteMessage } from "~/lib/quote-message";
import { variantSearch } from "~/lib/variant-url";
import { countWhatsappClick } from "~/lib/whatsapp-beacon";
import { whatsappHref } from "./store-profile-text";

/** POST /api/enquiries' answer (app/routes/api/enquiries.ts). */
type EnquiryCreated = ApiEnquiryAnswer;

/** A line's page: its variant's (`?variante=` its SKU, or its id without one) or its product's. */
function itemPath(item: EnquiryCreated["items"][number]): string {
  const variant = item.variant_id ? variantSearch(item.sku ?? String(item.variant_id)) : "";
  return `/produto/${item.product_id}${variant}`;
}

type Sent =
  | { channel: "whatsapp"; reference: string; href: string | null; productIds: number[] }
  | { channel: "form"; reference: string };

const toCents = (price: number) => Math.round(price * 100);

/**
 * Records the enquiry on the server (its items at the shop's prices, a reference), then answers
 * it; a refusal keeps the list and says why, in the page's language (the API's message).
 */
async function postEnquiry(
  locale: Locale,
  body: Record<string, unknown>,
): Promise<
  | { ok: true; created: EnquiryCreated }
  | { ok: false; message: string | null; fields: Record<string, string> }
> {
  try {
    const response = await fetch(`/api/enquiries?lang=${locale}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...body, locale }),
    });
    const json = (await response.json().catch(() => null)) as
      (EnquiryCreated & { error?: { message?: string; fields?: Record<string, string> } }) | null;
    if (response.ok && json?.reference) return { ok: true, created: json };
    return { ok: false, message: json?.error?.message ?? null, fields: json?.error?.fields ?? {} };
  } catch {
    return { ok: false, message: null, fields: {} };
  }
}

export function QuoteSend({
  texts: t,
  locale,
  whatsapp,
  origin,
  lines,
  onSent,
}: {
  /** The quote page's texts (sent with its data). */
  texts: Messages["quotePage"];
  locale: Locale;
  whatsapp: string;
  origin: string;
  lines: QuoteLine[];
  /** The enquiry was recorded. */
  onSent: () => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState<"whatsapp" | "form" | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const items = lines.map((l) => ({
    product_id: l.id,
    ...(l.variantId ? { variant_id: l.variantId } : {}),
    quantity: l.quantity,
  }));

  async function send(channel: "whatsapp" | "form", extra: Record<string, unknown> = {}) {
    setBusy(channel);
    setError(null);
    setFieldErrors({});
    const result = await postEnquiry(locale, { channel, items, ...extra });
    setBusy(null);
    if (!result.ok) {
      setError(result.message ?? t.sendFailed);
      setFieldErrors(result.fields);
      return;
    }
    const { reference } = result.created;
    onSent();
    if (channel === "form") {
      setSent({ channel, reference });
      return;
    }
    const text = quoteMessage(
      { ...t.whatsapp, more: (count) => plural(locale, t.whatsapp.more, count) },
      result.created.items.map((item) => ({
        quantity: item.quantity,
        name: item.name,
        // As the server stored them: in the language the enquiry was sent in.
        options: (item.options ?? []).map((o) => o.value),
        sku: item.sku,
        price: formatPrice(toCents(item.unit_price), locale),
        url: `${origin}${localePath(locale, itemPath(item))}`,
      })),
      { reference, total: formatPrice(toCents(result.created.total), locale) },
    );
    setSent({
      channel,
      reference,
      href: whatsappHref(whatsapp, text),
      productIds: [...new Set(result.created.items.map((item) => item.product_id))],
    });
  }

  function onForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? "");
    void send("form", {
      name: field("name"),
      contact: field("contact"),
      city: field("city") || undefined,
      message: field("message") || undefined,
      website: field("website") || undefined,
    });
  }

  const input = "mt-1 block min-h-11 w-full rounded-md border border-gray-400 px-3 text-base";
  const fieldError = (name: string) =>
    fieldErrors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">
        {fieldErrors[name]}
      </p>
    ) : null;
  const described = (name: string) => (fieldErrors[name] ? `${id}-${name}-error` : undefined);

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-lg border border-gray-200 p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {t.sendHeading}
      </h2>
      <div role="status" aria-live="polite" className="mt-3 empty:hidden">
        {sent?.channel === "whatsapp" && (
          <div className="rounded-md bg-green-50 p-3 text-green-900">
            <p>{fill(t.sentWhatsapp, { reference: sent.reference })}</p>
            {sent.href && (
              <a
                href={sent.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => countWhatsappClick("list", sent.productIds)}
                className="mt-2 inline-flex min-h-12 items-center rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
              >
                {t.openWhatsapp}
              </a>
            )}
          </div>
        )}
        {sent?.channel === "form" && (
          <p className="rounded-md bg-green-50 p-3 text-green-900">
            {fill(t.sentForm, { reference: sent.reference })}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      {whatsappHref(whatsapp) && (
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => void send("whatsapp")}
          className="mt-4 inline-flex min-h-12 items-center rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
        >
          {busy === "whatsapp" ? t.sending : t.sendWhatsapp}
        </button>
      )}
      <h3 className="mt-6 text-lg font-semibold text-ink">{t.formHeading}</h3>
      <form onSubmit={onForm} className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
        <div>
          <label htmlFor={`${id}-name`} className="font-medium">
            {t.name}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            autoComplete="name"
            maxLength={120}
            className={input}
            aria-describedby={described("name")}
            aria-invalid={fieldErrors.name ? true : undefined}
          />
          {fieldError("name")}
        </div>
        <div>
          <label htmlFor={`${id}-contact`} className="font-medium">
            {t.contact}
          </label>
          <input
            id={`${id}-contact`}
            name="contact"
            required
            autoComplete="email"
            maxLength={120}
            className={input}
            aria-describedby={described("contact")}
            aria-invalid={fieldErrors.contact ? true : undefined}
          />
          {fieldError("contact")}
        </div>
        <div>
          <label htmlFor={`${id}-city`} className="font-medium">
            {t.city} <span className="font-normal text-gray-600">({t.optional})</span>
          </label>
          <input
            id={`${id}-city`}
            name="city"
            autoComplete="address-level2"
            maxLength={80}
            className={input}
            aria-describedby={described("city")}
          />
          {fieldError("city")}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className="font-medium">
            {t.message} <span className="font-normal text-gray-600">({t.optional})</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            maxLength={2000}
            className={`${input} py-2`}
            aria-describedby={described("message")}
          />
          {fieldError("message")}
        </div>
        {/* A field people never see; a robot filling every field fills it (the server drops those). */}
        <div className="absolute -left-[9999px]" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t.honeypot}</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={busy !== null}
            className="inline-flex min-h-12 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {busy === "form" ? t.sending : t.sendForm}
          </button>
        </div>
      </form>
    </section>
  );
}

import { z } from "zod";
import { textsFor } from "~/i18n/texts";
import { fill } from "~/i18n/fill";
import { formatDateTime, formatNumber } from "~/i18n/format";
import { language, type Locale } from "~/i18n/languages";
import { formatPrice } from "~/lib/money";
import { optionLabelsText, parseOptionLabels } from "~/lib/variant-labels";
import type { Db } from "../db/kysely";
import { getEnquiry, type EnquiryDetail } from "../enquiries/enquiries.server";
import { getNotificationLocale } from "../settings/notification-language.server";
import { getStoreProfile } from "../settings/store-profile.server";

// The shop's e-mail about a new enquiry: plain text in the language the
// administrators chose, rendered when it is sent from the enquiry as it is then, so the outbox row
// holds no personal data of its own. Plain text only: nothing a shopper typed can become markup.

/**
 * The enquiry's page in the back office. .server code may not import routes (decision 005), so
 * the path is written here too; outbox.server.test.ts pins it to app/routes/admin/+enquiries/paths.ts.
 */
export const enquiryAdminPath = (id: number) => `/admin/orcamentos/${id}`;

export interface RenderedEmail {
  to: string;
  /** The shop, as the default sender (MAIL_FROM overrides it). */
  from: { name: string; address: string };
  /** The shopper, when the contact they left is an e-mail address: "Reply" answers them. */
  replyTo?: string;
  subject: string;
  text: string;
}

/** The notice of an enquiry, or null when the enquiry no longer exists. */
export async function renderEnquiryEmail(
  db: Db,
  enquiryId: number,
  baseUrl: string,
): Promise<RenderedEmail | null> {
  const [enquiry, profile, locale] = await Promise.all([
    getEnquiry(db, enquiryId),
    getStoreProfile(db),
    getNotificationLocale(db),
  ]);
  if (!enquiry) return null;
  const contactIsEmail = z.email().safeParse(enquiry.contact).success;
  return {
    to: profile.email,
    from: { name: profile.name, address: profile.email },
    replyTo: contactIsEmail ? enquiry.contact! : undefined,
    subject: fill(textsFor(locale).adminSections.outbox.email.subject, {
      reference: enquiry.reference,
    }),
    text: enquiryEmailText(enquiry, locale, { baseUrl, store: profile.name }),
  };
}

/** The message's body: the reference, each line, the total, the shopper, the back office's link. */
export function enquiryEmailText(
  enquiry: EnquiryDetail,
  locale: Locale,
  { baseUrl, store }: { baseUrl: string; store: string },
): string {
  const all = textsFor(locale).adminSections;
  const t = all.outbox.email;
  const lines = [
    fill(t.heading, { reference: enquiry.reference }),
    fill(t.received, {
      date: formatDateTime(locale, enquiry.created_at),
      channel: all.enquiries.channels[enquiry.channel],
      language: language(enquiry.locale).name,
    }),
    "",
    t.items,
    ...enquiry.items.map((item) => {
      // A variant's options as the shopper saw them, in their language.
      const options = optionLabelsText(parseOptionLabels(item.options));
      return fill(t.item, {
        quantity: formatNumber(locale, item.quantity),
        name: item.name,
        options: options ? fill(t.options, { options }) : "",
        sku: item.sku ? fill(t.sku, { sku: item.sku }) : "",
        price: formatPrice(item.unit_price_cents, locale),
      });
    }),
    fill(t.total, { total: formatPrice(enquiry.totalCents, locale) }),
    "",
    t.shopper,
  ];
  const given = (value: string | null) => (value?.trim() ? value : null);
  const name = given(enquiry.name);
  const contact = given(enquiry.contact);
  const city = given(enquiry.city);
  const message = given(enquiry.message);
  if (name) lines.push(fill(t.name, { value: name }));
  if (contact) lines.push(fill(t.contact, { value: contact }));
  if (city) lines.push(fill(t.city, { value: city }));
  if (message) lines.push(t.message, message);
  if (!name && !contact && !city && !message) lines.push(t.noShopper);
  lines.push(
    "",
    fill(t.link, { url: `${baseUrl}${enquiryAdminPath(enquiry.id)}` }),
    "",
    "-- ",
    fill(t.footer, { store }),
  );
  return `${lines.join("\n")}\n`;
}

import { data, Link } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { enquiryHistory, getEnquiryWithPrices } from "~/.server/enquiries/admin-enquiries.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { SectionHeader } from "~/components/admin/form-controls";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useAdminDateFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { textsFor } from "~/i18n/texts";
import { fill } from "~/i18n/fill";
import { emailReplyHref, whatsappReplyHref } from "~/lib/enquiry-admin";
import { parseId } from "~/lib/id";
import type { Route } from "./+types/enquiry";
import { enquiryAction } from "./+enquiries/enquiry-action.server";
import { EnquiryFacts } from "./+enquiries/enquiry-facts";
import { EnquiryHistory } from "./+enquiries/enquiry-history";
import { EnquiryItems } from "./+enquiries/enquiry-items";
import { EnquiryNotesForm, EnquiryStatusForm } from "./+enquiries/enquiry-forms";
import { ENQUIRIES_PATH } from "./+enquiries/paths";
import { EnquiryEraseForm, ErasedNotice } from "./+enquiries/privacy-forms";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/**
 * One enquiry with its lines beside today's prices, a WhatsApp reply prefilled
 * in the shopper's language, its status and notes (each change in the audit log) and its history.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const db = getDb();
  const enquiry = id === null ? undefined : await getEnquiryWithPrices(db, id);
  if (!enquiry) return data({ found: false as const }, { status: 404 });
  const [history, profile] = await Promise.all([
    enquiryHistory(db, enquiry.id),
    getStoreProfile(db),
  ]);
  // The reply is written in the language the shopper wrote in, whatever the admin reads.
  const words = textsFor(enquiry.locale).adminSections.enquiries;
  const greeting = fill(enquiry.name ? words.replyGreetingNamed : words.replyGreeting, {
    name: enquiry.name ?? "",
    store: profile.name,
    reference: enquiry.reference,
  });
  return data({
    found: true as const,
    enquiry,
    history,
    whatsappHref: whatsappReplyHref(enquiry.contact, greeting),
    emailHref: emailReplyHref(enquiry.contact, greeting),
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return enquiryAction(request, parseId(params.id) ?? 0);
}

/** A change that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      {loaderData.found ? (
        <EnquiryDetail loaderData={loaderData} result={actionData} />
      ) : (
        <NotFound />
      )}
    </ToastProvider>
  );
}

function BackLink() {
  const t = useTexts("adminSections").enquiries;
  return (
    <Link to={ENQUIRIES_PATH} className="font-semibold text-brand-dark underline">
      {t.back}
    </Link>
  );
}

function NotFound() {
  const t = useTexts("adminSections").enquiries;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{t.notFound}</h1>
      <BackLink />
    </div>
  );
}

type Found = Extract<Route.ComponentProps["loaderData"], { found: true }>;

function EnquiryDetail({
  loaderData,
  result,
}: {
  loaderData: Found;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").enquiries;
  const formatDate = useAdminDateFormat();
  useResultToast(result);
  const { enquiry, history, whatsappHref, emailHref } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <SectionHeader
        id="enquiry-title"
        title={fill(t.detailTitle, { reference: enquiry.reference })}
      >
        {whatsappHref ? (
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
          >
            {t.reply}
          </a>
        ) : emailHref ? (
          <a href={emailHref} className="font-semibold text-brand-dark underline">
            {t.replyByEmail}
          </a>
        ) : null}
      </SectionHeader>
      {!whatsappHref && !enquiry.erased_at && <p className="text-sm text-gray-700">{t.noPhone}</p>}
      <EnquiryFacts enquiry={enquiry} />
      <EnquiryItems items={enquiry.items} totalCents={enquiry.totalCents} />
      <div className="grid gap-6 md:grid-cols-2">
        <EnquiryStatusForm
          status={enquiry.status}
          result={result?.intent === "status" ? result : undefined}
        />
        <EnquiryNotesForm
          notes={enquiry.notes}
          result={result?.intent === "notes" ? result : undefined}
        />
      </div>
      {enquiry.erased_at ? (
        <ErasedNotice date={formatDate(enquiry.erased_at)} />
      ) : (
        <EnquiryEraseForm result={result?.intent === "erase" ? result : undefined} />
      )}
      <EnquiryHistory entries={history} />
    </div>
  );
}

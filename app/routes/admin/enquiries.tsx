import { data, Link } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { ENQUIRIES_PER_PAGE, listEnquiries } from "~/.server/enquiries/enquiries.server";
import { getRetentionMonths } from "~/.server/enquiries/privacy.server";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { buttonStyles, SectionHeader } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import {
  enquiryListQuerySchema,
  RETENTION_MAX_MONTHS,
  RETENTION_MIN_MONTHS,
} from "~/lib/enquiry-admin";
import type { Route } from "./+types/enquiries";
import { EnquiryFilters } from "./+enquiries/enquiry-filters";
import { EnquiryList } from "./+enquiries/enquiry-list";
import { csvHref, ENQUIRY_EMAILS_PATH } from "./+enquiries/paths";
import { RetentionForm } from "./+enquiries/privacy-forms";
import { enquiriesAction } from "./+enquiries/enquiries-action.server";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

/**
 * The shoppers' enquiries, newest first, filtered by status, searched by
 * reference or name, 50 a page; all of it in the URL, so a filtered page is a link (and its CSV).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = enquiryListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const filters = { status: query.status, q: query.q || undefined };
  const db = getDb();
  const [{ items, total }, retentionMonths] = await Promise.all([
    listEnquiries(db, { ...filters, page: query.page }),
    getRetentionMonths(db),
  ]);
  return data({
    enquiries: items.map((e) => ({
      id: e.id,
      reference: e.reference,
      createdAt: e.created_at,
      channel: e.channel,
      name: e.name,
      erased: e.erased_at !== null,
      contact: e.contact,
      status: e.status,
      itemCount: e.itemCount,
      totalCents: e.totalCents,
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / ENQUIRIES_PER_PAGE)),
    filters: { status: filters.status ?? null, q: filters.q ?? "" },
    retentionMonths,
  });
}

export async function action({ request }: Route.ActionArgs) {
  return enquiriesAction(request);
}

/** A change that never reaches the server keeps the page and what was typed (offline.ts). */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[actionData?.toast]}>
      <EnquiriesPage loaderData={loaderData} result={actionData} />
    </ToastProvider>
  );
}

function EnquiriesPage({
  loaderData,
  result,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  result: ClientResult | undefined;
}) {
  useResultToast(result);
  const t = useTexts("adminSections").enquiries;
  const emails = useTexts("adminSections").outbox;
  const countOf = useAdminPlural();
  const { enquiries, total, page, pageCount, filters, retentionMonths } = loaderData;
  const filtered = filters.status !== null || filters.q !== "";
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        id="enquiries-title"
        title={t.title}
        count={total > 0 ? countOf(t.total, total) : undefined}
      >
        {/* A file, not a page: the browser downloads it. */}
        <a href={csvHref(filters)} className={buttonStyles.secondary} download>
          {t.exportCsv}
        </a>
        <Link to={ENQUIRY_EMAILS_PATH} className={buttonStyles.secondary}>
          {emails.link}
        </Link>
      </SectionHeader>
      <EnquiryFilters filters={filters} />
      {enquiries.length === 0 ? (
        <p className="text-gray-700">{filtered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <EnquiryList enquiries={enquiries} />
      )}
      <AdminPagination page={page} pageCount={pageCount} />
      <RetentionForm
        months={retentionMonths}
        min={RETENTION_MIN_MONTHS}
        max={RETENTION_MAX_MONTHS}
        result={result?.intent === "retention" ? result : undefined}
      />
    </div>
  );
}

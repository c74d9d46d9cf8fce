import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { ENQUIRIES_PER_PAGE, listEnquiries } from "~/.server/enquiries/enquiries.server";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { buttonStyles, SectionHeader } from "~/components/admin/form-controls";
import { useAdminPlural, useSectionMessages } from "~/components/admin/use-section-messages";
import { enquiryListQuerySchema } from "~/lib/enquiry-admin";
import type { Route } from "./+types/enquiries";
import { EnquiryFilters } from "./+enquiries/enquiry-filters";
import { EnquiryList } from "./+enquiries/enquiry-list";
import { csvHref } from "./+enquiries/paths";
import { unlessOffline } from "./+shared/offline";

/**
 * Issue #19 item 3: the shoppers' enquiries, newest first, filtered by status, searched by
 * reference or name, 50 a page; all of it in the URL, so a filtered page is a link (and its CSV).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = enquiryListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const filters = { status: query.status, q: query.q || undefined };
  const { items, total } = await listEnquiries(getDb(), { ...filters, page: query.page });
  return data({
    enquiries: items.map((e) => ({
      id: e.id,
      reference: e.reference,
      createdAt: e.created_at,
      channel: e.channel,
      name: e.name,
      contact: e.contact,
      status: e.status,
      itemCount: e.itemCount,
      totalCents: e.totalCents,
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / ENQUIRIES_PER_PAGE)),
    filters: { status: filters.status ?? null, q: filters.q ?? "" },
  });
}

export const shouldRevalidate = unlessOffline;

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const t = useSectionMessages().enquiries;
  const countOf = useAdminPlural();
  const { enquiries, total, page, pageCount, filters } = loaderData;
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
      </SectionHeader>
      <EnquiryFilters filters={filters} />
      {enquiries.length === 0 ? (
        <p className="text-gray-700">{filtered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <EnquiryList enquiries={enquiries} />
      )}
      <AdminPagination page={page} pageCount={pageCount} />
    </div>
  );
}

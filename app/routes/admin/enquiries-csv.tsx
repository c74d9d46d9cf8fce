import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { getDb } from "~/.server/db/kysely";
import { allEnquiries } from "~/.server/enquiries/admin-enquiries.server";
import { enquiriesCsv } from "~/.server/enquiries/enquiries-csv.server";
import { textsFor } from "~/i18n/texts";
import { enquiryListQuerySchema } from "~/lib/enquiry-admin";
import type { Route } from "./+types/enquiries-csv";

// /admin/orcamentos.csv: the enquiry list as filtered (status, search; every
// page) as a CSV download in the administrator's language. A resource route: a file, never a page.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = enquiryListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await allEnquiries(getDb(), { status: query.status, q: query.q || undefined });
  const { locale } = await adminLocale(request);
  const name = textsFor(locale).adminSections.enquiries.csvFileName;
  return new Response(enquiriesCsv(rows, locale), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

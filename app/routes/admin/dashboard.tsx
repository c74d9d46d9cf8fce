import { Link } from "react-router";
import {
  dashboardCounts,
  recentActivity,
  variantStockCounts,
} from "~/.server/admin/dashboard.server";
import { getAdmin } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { countNewEnquiries } from "~/.server/enquiries/admin-enquiries.server";
import { topWhatsappProducts } from "~/.server/insights/whatsapp-clicks.server";
import { useAdminDateFormat, useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import type { Route } from "./+types/dashboard";
import { describeActivity } from "./+dashboard/activity";
import { WhatsappClicks } from "./+dashboard/whatsapp-clicks";
import { ENQUIRIES_PATH } from "./+enquiries/paths";
import { unlessOffline } from "./+shared/offline";
import { stockFilterHref } from "./+shared/paths";

// The dashboard sits at the entry itself (/admin), where the layout shows the sign-in card or the
// notice to anyone but an administrator. So, unlike every other admin loader, this one does not
// throw for them (a redirect to /admin would loop): it loads nothing unless an administrator asks.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getAdmin(request);
  if (!admin) return null;
  const db = getDb();
  const [counts, stock, activity, newEnquiries, whatsapp] = await Promise.all([
    dashboardCounts(db),
    variantStockCounts(db),
    recentActivity(db, 10),
    countNewEnquiries(db),
    topWhatsappProducts(db),
  ]);
  return { ready: true as const, counts, stock, activity, newEnquiries, whatsapp };
}

/** The entry's sign-in and sign-up post at /admin: an offline answer must not reload this page. */
export const shouldRevalidate = unlessOffline;

const COUNT_KEYS = [
  "products",
  "admins",
  "categories",
  "brands",
  "posters",
  "outOfStock",
  "offers",
] as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const sections = useTexts("adminSections");
  const t = sections.dashboard;
  const formatDate = useAdminDateFormat();
  const formatNumber = useAdminNumberFormat();
  if (!loaderData) return null;
  const { counts, stock, activity, newEnquiries, whatsapp } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="sr-only">
          {t.countsLabel}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {/* Without e-mail, this card is the notice that shoppers are waiting. */}
          <div className="col-span-2 flex flex-col-reverse rounded-lg border border-amber-300 bg-amber-50 p-4 shadow-sm sm:col-span-1">
            <dt className="flex flex-col gap-1 text-sm text-gray-800">
              {t.newEnquiries}
              <Link
                to={`${ENQUIRIES_PATH}?status=new`}
                className="font-semibold text-brand-dark underline"
              >
                {t.newEnquiriesLink}
              </Link>
            </dt>
            <dd className="text-3xl font-bold text-ink">{formatNumber(newEnquiries)}</dd>
          </div>
          {/* Variants to restock, each leading to the table filtered to their products. */}
          {(
            [
              [t.lowStock, t.lowStockLink, stock.low, "low"],
              [t.soldOut, t.soldOutLink, stock.soldOut, "out"],
            ] as const
          ).map(([label, link, count, state]) => (
            <div
              key={state}
              className="flex flex-col-reverse rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
            >
              <dt className="flex flex-col gap-1 text-sm text-gray-700">
                {label}
                <Link
                  to={stockFilterHref(state)}
                  className="font-semibold text-brand-dark underline"
                >
                  {link}
                </Link>
              </dt>
              <dd className="text-3xl font-bold text-ink">{formatNumber(count)}</dd>
            </div>
          ))}
          {COUNT_KEYS.map((key) => (
            <div
              key={key}
              className="flex flex-col-reverse rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
            >
              <dt className="text-sm text-gray-700">{t.counts[key]}</dt>
              <dd className="text-3xl font-bold text-ink">{formatNumber(counts[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <WhatsappClicks data={whatsapp} />
      {/* The table's scrolling box, not the section, is the region named by the heading. */}
      <section className="flex flex-col gap-3">
        <h2 id="dashboard-activity" className="text-xl font-bold text-ink">
          {t.activityTitle}
        </h2>
        {activity.length === 0 ? (
          <p className="text-gray-700">{t.activityEmpty}</p>
        ) : (
          // Wider than a phone when names are long: a scrollable region keyboard users can reach.
          <div
            role="region"
            aria-labelledby="dashboard-activity"
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t.who}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t.what}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t.when}
                  </th>
                </tr>
              </thead>
              <tbody>
                {activity.map((entry) => (
                  <tr key={entry.id} className="border-t border-gray-100">
                    <td className="px-3 py-2 font-medium text-ink">{entry.who ?? t.system}</td>
                    <td className="px-3 py-2 text-ink">
                      {describeActivity(entry, t, sections.enquiries.statuses)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-gray-700">
                      <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

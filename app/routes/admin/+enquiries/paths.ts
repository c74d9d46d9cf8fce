/** The back office's enquiry section. */
export const ENQUIRIES_PATH = "/admin/orcamentos";

export const enquiryPath = (id: number) => `${ENQUIRIES_PATH}/${id}`;

/** The notice e-mails and their outbox. */
export const ENQUIRY_EMAILS_PATH = `${ENQUIRIES_PATH}/emails`;

/** The CSV export of the list as filtered. */
export function csvHref(filters: { status: string | null; q: string }): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  const search = params.toString();
  return `${ENQUIRIES_PATH}.csv${search ? `?${search}` : ""}`;
}

import { requireApiAdmin } from "~/.server/api/auth.server";
import { readBody } from "~/.server/http/body.server";
import { ApiError, errorResponse, parseOrThrow } from "~/.server/api/errors.server";
import { api, idParam, methodNotAllowed } from "~/.server/api/handler.server";
import { getDb } from "~/.server/db/kysely";
import { changeEnquiry, getEnquiryWithPrices } from "~/.server/enquiries/admin-enquiries.server";
import { apiEnquiryWithItems } from "~/.server/enquiries/enquiry-dto.server";
import { enquiryChangeSchema } from "~/lib/enquiry-admin";
import type { Route } from "./+types/enquiry";

/**
 * PATCH /api/enquiries/{id} (administrators): its status and/or notes, recorded
 * in the audit log as the back office's forms are; answers the enquiry with its lines.
 */
export function action({ request, params }: Route.ActionArgs) {
  return api(request, async () => {
    if (request.method !== "PATCH") methodNotAllowed("PATCH");
    const actor = await requireApiAdmin(request);
    const id = idParam(params.id);
    const body = await readBody(request, { uploads: false });
    const change = parseOrThrow(enquiryChangeSchema, body.fields);
    const db = getDb();
    if (!(await changeEnquiry(db, id, change, actor))) throw new ApiError(404, "notFound");
    const enquiry = await getEnquiryWithPrices(db, id);
    if (!enquiry) throw new ApiError(404, "notFound");
    return Response.json(apiEnquiryWithItems(enquiry), {
      headers: { "Cache-Control": "no-store" },
    });
  });
}

/** One enquiry is read in the back office or in the list: 405. */
export function loader({ request }: Route.LoaderArgs) {
  return errorResponse(request, new ApiError(405, "methodNotAllowed"), { Allow: "PATCH" });
}

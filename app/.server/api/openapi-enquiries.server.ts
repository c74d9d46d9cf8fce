import { ENQUIRY_LIMITS } from "~/lib/enquiry-schemas";
import { INSIGHT_LIMITS } from "~/lib/insights";
import { WHATSAPP_CLICK_LIMITS } from "~/lib/whatsapp-clicks";
import { enquiryQueryParameters } from "./openapi-schemas.server";

// The OpenAPI path of a shopper's enquiry (issue #19, docs/decisions/051-enquiries.md), kept apart
// from openapi.server.ts, which spreads it into the document.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object, description: string, headers?: object) => ({
  description,
  content: { "application/json": { schema } },
  ...(headers ? { headers } : {}),
});
const refusal = (description: string, headers?: object) => json(ref("Error"), description, headers);

const { perAddress, windowMinutes, bodyBytes } = ENQUIRY_LIMITS;

const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { $ref: `#/components/responses/E${c}` }]));
const secured = [{ bearerToken: [] }, { sessionCookie: [] }];
const listHeaders = {
  "X-Total-Count": {
    required: true,
    schema: { type: "integer" },
    description: "Items in the whole list",
  },
  Link: { schema: { type: "string" }, description: "first, prev, next, last pages (RFC 8288)" },
};

export function enquiryPaths() {
  return {
    "/api/enquiries": {
      get: {
        summary: "Enquiries, newest first (administrators)",
        description:
          "Filtered by `status` and by `q` found in the reference or the name, whatever the case. A bare array; paging in X-Total-Count and Link.",
        security: secured,
        parameters: enquiryQueryParameters(),
        responses: {
          200: json({ type: "array", items: ref("Enquiry") }, "A bare JSON array", listHeaders),
          ...errors(401, 403),
        },
      },
      post: {
        summary: "Send a quote list: recorded with the catalogue's prices now (no sign-in)",
        description: `Public. The lines are priced, named (in \`locale\`) and given their SKU by the server; prices sent by a client are not read. \`channel\` "form" needs \`name\` and \`contact\`. Text is stored as plain text, trimmed; control characters other than the line feed are refused. A filled \`website\` (a field people never see) answers 201 and stores nothing. At most ${perAddress} enquiries per client address every ${windowMinutes} minutes.`,
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref("EnquiryRequest") } },
        },
        responses: {
          201: json(ref("EnquiryAnswer"), "Recorded: its reference and lines as priced"),
          400: refusal("Malformed JSON or failed validation (`error.fields`)"),
          403: refusal("Sent from another site's pages (its Origin is not the shop's)"),
          413: refusal(`Body over ${bodyBytes / 1024} kB`),
          415: refusal("Not JSON"),
          422: refusal("Unknown products: their ids are in the message"),
          429: refusal(
            `Over ${perAddress} enquiries from this address in ${windowMinutes} minutes`,
            {
              "Retry-After": {
                required: true,
                schema: { type: "integer" },
                description: "Seconds until another enquiry is accepted",
              },
            },
          ),
        },
      },
    },
    "/api/enquiries/{id}": {
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
      ],
      patch: {
        summary: "Change an enquiry's status and/or notes (administrators)",
        description:
          "Each change is recorded in the audit log (who, the reference, the status before and after). Blank or null notes clear them. Answers the enquiry with its lines beside today's prices.",
        security: secured,
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref("EnquiryChange") } },
        },
        responses: {
          200: json(ref("EnquiryDetail"), "Changed"),
          ...errors(400, 401, 403, 404, 413, 415),
        },
      },
    },
    "/api/whatsapp-clicks": {
      post: {
        summary: "Count a WhatsApp chat opened about products (no sign-in, no personal data)",
        description: `Public; the store's pages send it by \`navigator.sendBeacon\` (JSON as text/plain). Each product named is counted once for today (UTC) under \`source\`; unknown ids are ignored. Robots, browsers sending \`Sec-GPC: 1\` or \`DNT: 1\`, and clicks past ${WHATSAPP_CLICK_LIMITS.perAddress} per address in ${WHATSAPP_CLICK_LIMITS.windowMinutes} minutes are answered alike and not counted.`,
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: ref("WhatsappClick") },
            "text/plain": { schema: ref("WhatsappClick") },
          },
        },
        responses: {
          204: { description: "Received" },
          400: refusal("Malformed JSON or failed validation (`error.fields`)"),
          403: refusal("Sent from another site's pages (its Origin is not the shop's)"),
          413: refusal(`Body over ${WHATSAPP_CLICK_LIMITS.bodyBytes / 1024} kB`),
          415: refusal("Neither JSON nor text"),
        },
      },
    },
    "/api/events": {
      post: {
        summary:
          "Record what a shopper looked at, searched for and added (no sign-in, no personal data)",
        description: `Public; the store's pages send it by \`navigator.sendBeacon\` (JSON as text/plain) once the page is interactive: views of a product, category or brand, a search with its result count, a quote-list add. Held in memory and written every few seconds; nothing about the sender is kept. Robots, browsers sending \`Sec-GPC: 1\` or \`DNT: 1\`, and events past the per-address limit are answered alike and not kept. Unknown ids are dropped when written.`,
        requestBody: {
          required: true,
          content: {
            "application/json": { schema: ref("Beacon") },
            "text/plain": { schema: ref("Beacon") },
          },
        },
        responses: {
          204: { description: "Received" },
          400: refusal("Malformed JSON or failed validation (`error.fields`)"),
          403: refusal("Sent from another site's pages (its Origin is not the shop's)"),
          413: refusal(`Body over ${INSIGHT_LIMITS.bodyBytes / 1024} kB`),
          415: refusal("Neither JSON nor text"),
        },
      },
    },
  };
}

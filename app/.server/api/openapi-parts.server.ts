// The pieces every part of /api/openapi.json is built from (openapi.server.ts and the files it
// spreads in): references, the shared refusals in components.responses, who may call.

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const json = (schema: object, description: string, headers?: object) => ({
  description,
  content: { "application/json": { schema } },
  ...(headers ? { headers } : {}),
});

/** The refusals several operations answer alike: `components.responses.E<status>`. */
export const SHARED_REFUSALS = {
  400: "Malformed JSON or failed validation (`error.fields`)",
  401: "No session or token, or a token that is unknown, revoked or its owner's no longer usable",
  403: "Not an administrator, or a write riding the session cookie from another site's pages",
  404: "Not found",
  409: "Conflict (a duplicate slug, code or SKU, a brand or a specification still in use)",
  413: "Body over the limit",
  415: "Unsupported content type",
} as const;
export type SharedStatus = keyof typeof SHARED_REFUSALS;

/** The public writes' 403 (enquiries, beacons): `components.responses.CrossOrigin`. */
export const CROSS_ORIGIN = "Sent from another site's pages (its Origin is not the shop's)";

const FAULT_RETRY_AFTER = {
  "Retry-After": {
    required: true,
    schema: { type: "integer" },
    description: "Seconds after which to try again",
  },
};

export const refusals = (...codes: SharedStatus[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { $ref: `#/components/responses/E${c}` }]));

export const crossOrigin = { $ref: "#/components/responses/CrossOrigin" };

export function responseComponents() {
  const error = (description: string) => json(ref("Error"), description);
  return {
    ...Object.fromEntries(
      Object.entries(SHARED_REFUSALS).map(([code, description]) => [
        `E${code}`,
        error(description),
      ]),
    ),
    CrossOrigin: error(CROSS_ORIGIN),
    // A fault of the database, answered with the error shape and Retry-After.
    Unavailable: json(
      ref("Error"),
      "The database does not answer (`unavailable`): try again after Retry-After",
      FAULT_RETRY_AFTER,
    ),
    StorageFull: json(
      ref("Error"),
      "Not saved: the server's disk is full (`storageFull`); reads go on",
      FAULT_RETRY_AFTER,
    ),
  };
}

/** Administrators only: an API token (Authorization: Bearer) or the session cookie. */
export const ADMIN = [{ bearerToken: [] }, { sessionCookie: [] }];
/** Anyone; no credentials are read. */
export const PUBLIC = [];
/** Anyone; credentials, when sent, are checked and change the answer (GET /api/posters). */
export const ANYONE_OR_ADMIN = [{}, ...ADMIN];

export const listHeaders = {
  "X-Total-Count": {
    required: true,
    schema: { type: "integer" },
    description: "Items in the whole list",
  },
  Link: { schema: { type: "string" }, description: "first, prev, next, last pages (RFC 8288)" },
};

export const idParam = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "integer", minimum: 1 },
};

const WRITES = new Set(["post", "put", "patch", "delete"]);

/**
 * Every operation may answer 503 `unavailable` while the database does not answer, and
 * every write 507 `storageFull` when the server's disk is full; both with Retry-After. Added to
 * each operation that does not declare its own.
 */
export function withFaultAnswers<D extends { paths: Record<string, Record<string, unknown>> }>(
  doc: D,
): D {
  for (const item of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const responses = (operation as { responses?: Record<string, unknown> }).responses;
      if (!responses) continue;
      responses["503"] ??= { $ref: "#/components/responses/Unavailable" };
      if (WRITES.has(method)) responses["507"] ??= { $ref: "#/components/responses/StorageFull" };
    }
  }
  return doc;
}

/** A JSON request body of the named schema. */
export const jsonBody = (name: string) => ({
  required: true,
  content: { "application/json": { schema: ref(name) } },
});
/** A body of the named schema, as JSON or as a form with a file in `fileField`. */
export const multipartOr = (name: string, fileField: string) => ({
  required: true,
  content: {
    "application/json": { schema: ref(name) },
    "multipart/form-data": {
      schema: {
        allOf: [
          ref(name),
          { type: "object", properties: { [fileField]: { type: "string", format: "binary" } } },
        ],
      },
    },
  },
});
/** A 200 (or `description`) answer of `schema`. */
export const ok = (schema: object, description = "OK", headers?: object) =>
  json(schema, description, headers);

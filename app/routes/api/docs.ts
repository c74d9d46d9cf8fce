import { readOnlyAction } from "~/.server/api/handler.server";
import { openApiDocument } from "~/.server/api/openapi.server";
import { getEnv } from "~/.server/env";
import type { Route } from "./+types/docs";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Operation = {
  summary?: string;
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description?: string; $ref?: string }>;
};

/** Only administrators: credentials required (`[]` and an alternative `{}` admit anyone). */
const adminOnly = ({ security = [] }: Operation) =>
  security.length > 0 && security.every((s) => Object.keys(s).length > 0);

/** GET /api/docs: a readable reference built from the same document; no CDN, works offline. */
export function loader() {
  const doc = openApiDocument(getEnv().BASE_URL);
  const sections = Object.entries(doc.paths as Record<string, Record<string, Operation | unknown>>)
    .map(([path, item]) => {
      const ops = Object.entries(item)
        .filter(([method]) => ["get", "post", "put", "delete", "patch"].includes(method))
        .map(([method, raw]) => {
          const op = raw as Operation;
          const params = (op.parameters ?? [])
            .map((p) => `<code>${escape(p.name)}</code> (${p.in})`)
            .join(", ");
          const body = op.requestBody
            ? `<details><summary>Body: ${Object.keys(op.requestBody.content).map(escape).join(", ")}</summary><pre>${escape(JSON.stringify(Object.values(op.requestBody.content)[0]?.schema, null, 2))}</pre></details>`
            : "";
          const responses = Object.entries(op.responses)
            .map(
              ([code, r]) =>
                `<li><code>${code}</code> ${escape(r.description ?? r.$ref?.split("/").pop() ?? "")}</li>`,
            )
            .join("");
          return `<section><h3><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code>${adminOnly(op) ? ' <span class="lock">admin</span>' : ""}</h3><p>${escape(op.summary ?? "")}</p>${params ? `<p>Parameters: ${params}</p>` : ""}${body}<ul>${responses}</ul></section>`;
        })
        .join("");
      return ops;
    })
    .join("");
  const schemas = `<details><summary>Schemas</summary><pre>${escape(JSON.stringify(doc.components.schemas, null, 2))}</pre></details>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)}</title><meta name="robots" content="noindex"><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem;color:#1f2937}code,pre{font-family:ui-monospace,monospace}pre{background:#f3f4f6;padding:.75rem;overflow:auto}section{border-top:1px solid #e5e7eb;padding:.5rem 0}.m{display:inline-block;min-width:4.5rem;font-weight:700;color:#9a3412}.lock{font-size:.8rem;background:#fde68a;padding:0 .4rem;border-radius:.25rem}a:focus-visible,summary:focus-visible{outline:3px solid #1d4ed8}</style></head><body><main><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1><p>${escape(doc.info.description)}</p><p><a href="/api/openapi.json">openapi.json</a></p><h2>Endpoints</h2>${sections}<h2>Components</h2>${schemas}</main></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

/** Reads only: other methods answer 405 in the error shape. */
export function action({ request }: Route.ActionArgs) {
  return readOnlyAction(request);
}

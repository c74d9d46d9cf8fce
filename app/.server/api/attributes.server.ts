import type { ApiAttributeValue } from "~/lib/api-attribute-schemas";
import { deleteConfirmSchema } from "~/lib/attribute-schemas";
import { loadAttributes } from "../catalogue/attributes.server";
import type { Db } from "../db/kysely";
import { apiAttributeById } from "./dto-attributes.server";
import { ApiError } from "./errors.server";
import { readBody } from "../http/body.server";

// Helpers of the attribute routes (app/routes/api/attribute*.ts): each route
// module stays a thin handler over the services in app/.server/catalogue/attribute-writes*.

/** GET's answer for one attribute, or a 404 in the error shape. */
export async function attributeOr404(db: Db, id: number) {
  const attribute = await apiAttributeById(db, id);
  if (!attribute) throw new ApiError(404, "notFound");
  return attribute;
}

/** One value of one attribute as the API shows it, or a 404 when the pair names none. */
export async function attributeValueOr404(
  db: Db,
  attributeId: number,
  valueId: number,
): Promise<ApiAttributeValue> {
  const attribute = await attributeOr404(db, attributeId);
  const value = attribute.values.find((v) => v.id === valueId);
  if (!value) throw new ApiError(404, "notFound");
  return value;
}

/** Whether an attribute exists (the catalogue as this version holds it). */
export async function attributeExists(db: Db, id: number): Promise<boolean> {
  return (await loadAttributes(db)).byId.has(id);
}

/**
 * A DELETE's `?confirm=<count>`: the number of products that lose what is deleted, as the 409 of
 * an unconfirmed delete named it. Unconfirmed when absent or malformed.
 */
export function confirmedCount(request: Request): number | undefined {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return deleteConfirmSchema.parse(params).confirm;
}

/** An order body: `{ "ids": [...] }` or a bare array (as PUT /api/brands/order takes it). */
export async function orderBody(request: Request): Promise<unknown> {
  const body = await readBody(request, { allowArray: true });
  return Array.isArray(body.fields) ? { ids: body.fields } : body.fields;
}

import { adminForm, formIntent } from "~/.server/admin/admin-form.server";
import { linksTouching, setProductLinks } from "~/.server/catalogue/product-links.server";
import type { Db } from "~/.server/db/kysely";
import { linkAddSchema, linkMoveSchema, linkRemoveSchema } from "~/lib/link-schemas";
import { editLinkList, type LinkType } from "~/lib/product-links";

/** One type's list as stored, in order (the editor changes one list at a time). */
async function ownList(db: Db, productId: number, type: LinkType): Promise<number[]> {
  return (await linksTouching(db, [productId]))
    .filter((l) => l.productId === productId && l.type === type)
    .sort((a, b) => a.position - b.position)
    .map((l) => l.linkedId);
}

/**
 * The links editor's writes (docs/decisions/067-product-links.md): link a product found by the
 * search, remove one, move one up or down. Each reads the list as stored and writes it whole
 * (positions 1..n, the catalogue version and the audit entry in one transaction), so a list
 * changed meanwhile still takes the step.
 */
export function linksAction(request: Request, productId: number) {
  const write =
    (edit: Parameters<typeof editLinkList>[1], type: LinkType) =>
    async ({ db, adminId, s }: { db: Db; adminId: string; s: { links: { saved: string } } }) => {
      const list = editLinkList(await ownList(db, productId, type), edit);
      await setProductLinks(db, productId, { [type]: list }, adminId);
      return { toast: s.links.saved };
    };
  const action = adminForm({
    add: formIntent({
      schema: linkAddSchema,
      failed: (s) => s.links.saveFailed,
      refusedToast: "field",
      handle: ({ type, linked }, ctx) => write({ add: linked }, type)(ctx),
    }),
    remove: formIntent({
      schema: linkRemoveSchema,
      failed: (s) => s.links.saveFailed,
      handle: ({ type, linked }, ctx) => write({ remove: linked }, type)(ctx),
    }),
    move: formIntent({
      schema: linkMoveSchema,
      failed: (s) => s.links.saveFailed,
      handle: ({ type, ...move }, ctx) => write({ move }, type)(ctx),
    }),
  });
  return action(request);
}

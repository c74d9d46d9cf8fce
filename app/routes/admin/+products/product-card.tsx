import { Link, useLocation } from "react-router";
import { BoxIcon } from "~/components/admin/box-icon";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { ProductImage } from "~/components/store/product-image";
import { withParams } from "~/components/store/list-href";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import type { ActionResult } from "~/lib/admin-result";
import type { AdminProduct } from "~/lib/admin-product";
import { formatAdminPrice } from "~/lib/money";
import { ProductEditForm } from "./product-edit-form";
import { useProductActions } from "./use-product-actions";

/**
 * One product card (docs/product-rules.md §2 Products): picture or a box, name, description, price
 * to 2 decimals or N/A, and Edit / Delete / Enable-Disable. Its actions go through one fetcher;
 * without JavaScript the same forms post the page and `pageResult` brings the answer back.
 */
export function ProductCard({
  product,
  startEditing,
  pageResult,
}: {
  product: AdminProduct;
  startEditing: boolean;
  pageResult: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const locale = useAdminLocale();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const {
    fetcher,
    failedUpdate,
    editing,
    setEditing,
    stopEditing,
    editButton,
    pendingIntent,
    inStock,
    deleting,
  } = useProductActions(product, startEditing, pageResult);
  const hasImage = !!(product.image.hash || product.image.url);

  return (
    <article
      aria-labelledby={`product-${product.id}-name`}
      // The grid gives an open edit form its whole row (product-grid.tsx): it holds the gallery.
      data-editing={editing || undefined}
      className={`flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm ${
        deleting ? "opacity-50" : ""
      }`}
    >
      {/* While editing, the gallery editor shows the pictures. */}
      <div
        hidden={editing}
        className="flex aspect-[4/3] items-center justify-center bg-gray-50 text-gray-400"
      >
        {hasImage ? (
          <ProductImage
            image={product.image}
            alt=""
            sizes="(min-width: 640px) 320px, 100vw"
            width={400}
            height={300}
            className="h-full w-full object-contain"
          />
        ) : (
          <BoxIcon />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {editing ? (
          <ProductEditForm
            product={product}
            fetcher={fetcher}
            result={failedUpdate}
            cancelTo={withParams(search, { edit: null })}
            onCancel={hydrated ? stopEditing : undefined}
          />
        ) : (
          <>
            <h2 id={`product-${product.id}-name`} className="text-lg font-semibold text-ink">
              {product.name}
            </h2>
            <p className="text-sm text-gray-600">
              {product.brand}
              {product.category && ` · ${product.category}`}
            </p>
            {product.description && (
              <p className="line-clamp-3 text-sm text-gray-800">{product.description}</p>
            )}
            <p className="mt-auto flex flex-wrap items-baseline gap-2">
              <span className="text-xl font-bold text-ink">
                <span className="sr-only">{t.products.price}: </span>
                {formatAdminPrice(product.priceCents, locale)}
              </span>
              {product.isOffer && (
                <>
                  <span className="rounded bg-brand px-2 py-0.5 text-xs font-semibold text-white">
                    {t.products.offer}
                  </span>
                  {product.originalPriceCents != null && (
                    <s className="text-sm text-gray-600">
                      <span className="sr-only">{t.products.originalPrice}: </span>
                      {formatAdminPrice(product.originalPriceCents, locale)}
                    </s>
                  )}
                </>
              )}
            </p>
            <p className={`text-sm font-semibold ${inStock ? "text-green-800" : "text-red-800"}`}>
              {inStock ? t.products.inStock : t.products.outOfStock}
            </p>
          </>
        )}
      </div>
      {!editing && (
        <div className="flex flex-wrap gap-2 border-t border-gray-100 p-3">
          {hydrated ? (
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing(true)}
              className={buttonStyles.secondary}
            >
              {t.common.edit}
              <span className="sr-only"> {product.name}</span>
            </button>
          ) : (
            <Link to={withParams(search, { edit: product.id })} className={buttonStyles.secondary}>
              {t.common.edit}
              <span className="sr-only"> {product.name}</span>
            </Link>
          )}
          {/* A product with options: its stock is its variants', set one by one. */}
          {!product.variants.hasOptions && (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="stock" />
              <input type="hidden" name="id" value={product.id} />
              <input type="hidden" name="in_stock" value={String(!inStock)} />
              <button
                type="submit"
                disabled={pendingIntent === "stock"}
                className={buttonStyles.secondary}
              >
                {inStock ? t.products.disable : t.products.enable}
                <span className="sr-only"> {product.name}</span>
              </button>
            </fetcher.Form>
          )}
          <ConfirmForm
            fetcher={fetcher}
            intent="delete"
            id={product.id}
            question={t.products.confirmDelete}
            busy={deleting}
          >
            {deleting ? t.common.deleting : t.common.delete}
            <span className="sr-only"> {product.name}</span>
          </ConfirmForm>
        </div>
      )}
    </article>
  );
}

import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/toast";
import type { ActionResult } from "~/lib/admin-result";
import type { AdminProduct } from "~/lib/admin-product";
import type { ClientResult } from "../+shared/offline";

/**
 * One product's actions in the back office's list, as a card (product-card.tsx) or a table row
 * (product-row.tsx): one fetcher for edit, stock and delete (its route's clientAction may answer
 * in the browser, offline: ClientResult), the answer's toast, whether the inline edit form is
 * open (it stays open on a failed update; a saved one closes it and Edit gets the focus back), and
 * the stock and deletion as they will be once the pending submission lands.
 */
export function useProductActions(
  product: AdminProduct,
  startEditing: boolean,
  pageResult: ActionResult | undefined,
) {
  const fetcher = useFetcher<ClientResult>({ key: `product-${product.id}` });
  const result = fetcher.data ?? pageResult;
  useResultToast(fetcher.data);
  const failedUpdate = result?.intent === "update" && !result.ok ? result : undefined;
  const [editing, setEditing] = useState(startEditing || !!failedUpdate);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  /** Closes the edit form and gives the focus back to its Edit button. */
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  useEffect(() => {
    if (fetcher.data?.intent === "update" && fetcher.data.ok) {
      returnFocus.current = true;
      setEditing(false);
    }
  }, [fetcher.data]);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const pending = fetcher.formData;
  const pendingIntent = pending?.get("intent");
  return {
    fetcher,
    result,
    failedUpdate,
    editing,
    setEditing,
    stopEditing,
    editButton,
    pendingIntent,
    inStock: pendingIntent === "stock" ? pending?.get("in_stock") === "true" : product.inStock,
    deleting: pendingIntent === "delete" || (fetcher.data?.intent === "delete" && fetcher.data.ok),
  };
}

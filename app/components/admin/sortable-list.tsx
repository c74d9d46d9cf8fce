import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { fill } from "~/i18n/fill";
import type { ActionResult } from "~/lib/admin-result";
import { applyMove, moveSchema, type Move } from "~/lib/reorder";
import { useResultToast } from "./toast";
import { useAdminNumberFormat } from "./use-section-messages";
import { useTexts } from "~/i18n/use-texts";

/** The move a pending submission carries, to show the new order before the server answers. */
function pendingMove(formData: FormData | undefined): Move | null {
  if (!formData || formData.get("intent") !== "move") return null;
  const parsed = moveSchema.safeParse(Object.fromEntries(formData));
  return parsed.success ? parsed.data : null;
}

const moveButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-300 bg-white px-2 text-sm font-semibold text-ink hover:bg-gray-50 disabled:opacity-40";

/**
 * A list reordered by drag and drop (HTML5: the grip is draggable, every row a drop target) or by
 * Move up / Move down buttons, which work from the keyboard, on touch screens (the grip is hidden
 * below `sm`: touch fires no HTML5 drag events) and without JavaScript
 * (docs/decisions/036-reordering-without-a-library.md). Each move is one POST `intent=move` with
 * `id` and `direction` or `over`; the route applies it with applyMove and saves positions 1..n in
 * one transaction. The new order shows at once.
 *
 * With `onMove`, the list is part of a larger form (the product's gallery editor): a move is only
 * handed to `onMove`, which reorders `items`, and the form saves the order with everything else.
 * The move buttons then need JavaScript and appear once it runs.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  label,
  idPrefix,
  renderItem,
  onMove,
}: {
  items: T[];
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  label: string;
  idPrefix: string;
  renderItem: (item: T) => ReactNode;
  /** Reorders in the page, not on the server: `items` comes back in the new order. */
  onMove?: (move: Move) => void;
}) {
  const t = useTexts("adminSections").common;
  const formatNumber = useAdminNumberFormat();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ActionResult>({ key: `${idPrefix}-reorder` });
  useResultToast(fetcher.data && !fetcher.data.ok ? fetcher.data : undefined);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusAfter = useRef<{ id: number; direction: "up" | "down" } | null>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());

  const byId = new Map(items.map((item) => [idOf(item), item]));
  const ids = items.map(idOf);
  const move = onMove ? null : pendingMove(fetcher.formData);
  const order = move ? applyMove(ids, move) : ids;
  const orderKey = order.join(",");

  // A moved row's DOM node moves too, which drops focus: give it back to the same button (or
  // its twin when the row reached an end), and say where the row is now.
  const latest = useRef({ byId, nameOf, total: ids.length, moved: t.moved, formatNumber });
  latest.current = { byId, nameOf, total: ids.length, moved: t.moved, formatNumber };
  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const position = orderKey.split(",").indexOf(String(wanted.id)) + 1;
    const button = (direction: string) =>
      document.getElementById(
        `${idPrefix}-move-${direction}-${wanted.id}`,
      ) as HTMLButtonElement | null;
    const same = button(wanted.direction);
    const other = button(wanted.direction === "up" ? "down" : "up");
    (same && !same.disabled ? same : other)?.focus();
    const { byId: items, nameOf: name, total, moved, formatNumber: number } = latest.current;
    const item = items.get(wanted.id);
    if (item && position > 0) {
      setAnnouncement(
        fill(moved, { name: name(item), position: number(position), total: number(total) }),
      );
    }
  }, [orderKey, idPrefix]);

  const submitDrop = (id: number, target: number) => {
    if (id === target) return;
    const item = byId.get(id);
    const to = order.indexOf(target) + 1;
    if (onMove) onMove({ id, over: target });
    else fetcher.submit({ intent: "move", id, over: target }, { method: "post" });
    if (item)
      setAnnouncement(
        fill(t.moved, {
          name: nameOf(item),
          position: formatNumber(to),
          total: formatNumber(ids.length),
        }),
      );
  };

  return (
    <div>
      {hydrated && (
        <p className="mb-2 text-sm text-gray-600">
          <span className="hidden sm:inline">{t.reorderHint}</span>
          <span className="sm:hidden">{t.reorderHintButtons}</span>
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol aria-label={label} className="flex flex-col gap-2">
        {order.map((id, index) => {
          const item = byId.get(id);
          if (item === undefined) return null;
          const name = nameOf(item);
          return (
            <li
              key={id}
              ref={(el) => {
                if (el) rows.current.set(id, el);
                else rows.current.delete(id);
              }}
              onDragOver={(e) => {
                if (dragging == null) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
                setOver(id);
              }}
              onDragLeave={() => setOver((current) => (current === id ? null : current))}
              onDrop={(e) => {
                e.preventDefault();
                const from = Number(e.dataTransfer.getData("text/plain")) || dragging;
                setDragging(null);
                setOver(null);
                if (from) submitDrop(from, id);
              }}
              // In a form (onMove) the list may sit in a narrow card: its buttons stay below.
              className={`flex min-w-0 flex-col gap-3 rounded-lg border bg-white p-3 shadow-sm ${
                onMove ? "" : "sm:flex-row sm:items-center"
              } ${
                over === id && dragging !== id
                  ? "border-brand ring-2 ring-brand"
                  : "border-gray-200"
              } ${dragging === id ? "opacity-50" : ""}`}
            >
              <div className="flex min-w-0 flex-1 items-start gap-3">
                {hydrated && (
                  <span
                    draggable
                    data-testid={`${idPrefix}-drag-${id}`}
                    title={`${t.drag}: ${name}`}
                    onDragStart={(e) => {
                      e.dataTransfer.effectAllowed = "move";
                      e.dataTransfer.setData("text/plain", String(id));
                      const row = rows.current.get(id);
                      if (row) e.dataTransfer.setDragImage(row, 24, 24);
                      setDragging(id);
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                    className="mt-1 hidden cursor-grab select-none rounded px-1 text-xl leading-none text-gray-500 sm:block"
                    aria-hidden="true"
                  >
                    ⠿
                  </span>
                )}
                <div className="min-w-0 flex-1">{renderItem(item)}</div>
              </div>
              <MoveButtons
                id={id}
                local={!!onMove}
                hydrated={hydrated}
                className={`flex shrink-0 gap-2 self-end ${onMove ? "" : "sm:self-center"}`}
                Form={fetcher.Form}
              >
                {(["up", "down"] as const).map((direction) => (
                  <button
                    key={direction}
                    id={`${idPrefix}-move-${direction}-${id}`}
                    type={onMove ? "button" : "submit"}
                    name={onMove ? undefined : "direction"}
                    value={onMove ? undefined : direction}
                    disabled={direction === "up" ? index === 0 : index === order.length - 1}
                    onClick={() => {
                      focusAfter.current = { id, direction };
                      onMove?.({ id, direction });
                    }}
                    className={moveButton}
                  >
                    <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
                    {/* Worded on phones, where they are the only way to reorder. */}
                    <span aria-hidden="true" className="ml-1 sm:hidden">
                      {direction === "up" ? t.moveUp : t.moveDown}
                    </span>
                    <span className="sr-only">
                      {direction === "up" ? t.moveUp : t.moveDown}: {name}
                    </span>
                  </button>
                ))}
              </MoveButtons>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * Where a row's move buttons sit: their own small form posting `intent=move`, or, in a list that
 * reorders in the page (`local`), a plain group that shows once JavaScript runs.
 */
function MoveButtons({
  id,
  local,
  hydrated,
  className,
  Form,
  children,
}: {
  id: number;
  local: boolean;
  hydrated: boolean;
  className: string;
  Form: ReturnType<typeof useFetcher>["Form"];
  children: ReactNode;
}) {
  if (local) return hydrated ? <div className={className}>{children}</div> : null;
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}

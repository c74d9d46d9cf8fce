import { useCallback, useEffect, useRef, useState } from "react";
import { fill } from "~/i18n/fill";
import { httpsUrl } from "~/lib/catalogue-schemas";
import { roomLeft, type GalleryEntry, type GalleryKey } from "~/lib/gallery-form";
import { PRODUCT_COMPRESSION } from "~/lib/image-compression";
import { perLanguage } from "~/lib/localized";
import { applyMove, type Move } from "~/lib/reorder";
import { useTexts } from "~/i18n/use-texts";

// The gallery editor's state: the pictures in order, the uploads under way or
// refused, and the pictures removed but not yet saved (Undo brings one back where it was). Files
// go up one at a time: each is made smaller in the browser (compress-image.client.ts, the
// product profile of app/lib/image-compression.ts), then sent on its own, so a refused one says
// why and the others still land.

/**
 * A picture of the gallery, keyed for React and the sortable list; `label` names a picture added
 * here (its file's name, its URL's last part) in buttons and announcements.
 */
export type GalleryItem = GalleryEntry & { key: number; label?: string };

/** A URL's last part, to name the picture: `…/furadeira.jpg` → `furadeira.jpg`. */
function urlLabel(url: string): string {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop();
    return last ? decodeURIComponent(last) : new URL(url).hostname;
  } catch {
    return url;
  }
}

export interface Upload {
  key: number;
  file: File;
  state: "waiting" | "preparing" | "uploading" | "failed";
  /** 0–100 while uploading. */
  percent: number;
  error?: string;
  /** Whether trying again may help (not for a gallery that is full). */
  retriable?: boolean;
}

export interface Removed {
  item: GalleryItem;
  /** Where it stood, to come back there. */
  index: number;
}

const noAlts = () => ({ alt: null, ...perLanguage("alt", () => null) });

const isActive = (u: Upload) => u.state !== "failed";

export function useGalleryEditor(initial: GalleryEntry[], onBusyChange?: (busy: boolean) => void) {
  const t = useTexts("adminSections");
  const g = t.gallery;
  const nextKey = useRef(initial.length);
  const [items, setItems] = useState<GalleryItem[]>(() =>
    initial.map((entry, i) => ({ ...entry, key: i + 1 })),
  );
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [removed, setRemoved] = useState<Removed[]>([]);
  const [announcement, setAnnouncement] = useState("");
  /** An element id to focus after the next render (the Undo button of a removed picture, …). */
  const [focusId, setFocusId] = useState<string | null>(null);
  const requests = useRef(new Set<XMLHttpRequest>());
  const mounted = useRef(true);
  const running = useRef(false);
  const [tick, setTick] = useState(0);

  const key = () => ++nextKey.current;
  const used = items.length + uploads.filter(isActive).length;
  const busy = uploads.some(isActive);

  useEffect(() => {
    mounted.current = true;
    const live = requests.current;
    return () => {
      mounted.current = false;
      for (const request of live) request.abort();
    };
  }, []);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const patch = useCallback((k: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.key === k ? { ...u, ...change } : u)));
  }, []);

  const run = useCallback(
    async (upload: Upload) => {
      patch(upload.key, { state: "preparing", percent: 0, error: undefined });
      let file = upload.file;
      try {
        const { compressImage } = await import("./compress-image.client");
        file = (await compressImage(upload.file, PRODUCT_COMPRESSION)) ?? upload.file;
      } catch {
        // Compression is a courtesy: the original goes up and the server decides.
      }
      if (!mounted.current) return;
      patch(upload.key, { state: "uploading" });
      const { uploadPicture } = await import("./gallery-upload.client");
      const outcome = await uploadPicture(
        file,
        (fraction) => patch(upload.key, { percent: Math.round(fraction * 100) }),
        (request) => {
          requests.current.add(request);
          return () => requests.current.delete(request);
        },
      );
      if (!mounted.current) return;
      if (outcome.ok) {
        setUploads((list) => list.filter((u) => u.key !== upload.key));
        setItems((list) => [
          ...list,
          { key: key(), url: outcome.url, label: upload.file.name, ...noAlts() },
        ]);
        setAnnouncement(fill(g.uploaded, { file: upload.file.name }));
      } else {
        // A refusal is the file's own (its format, its size): only a lost connection is worth
        // another try.
        const network = "network" in outcome;
        const reason = network ? g.networkError : outcome.error;
        patch(upload.key, { state: "failed", error: reason, retriable: network });
        setAnnouncement(`${upload.file.name}: ${fill(g.failed, { reason })}`);
      }
    },
    [g, patch],
  );

  // One upload at a time: the next waiting one starts when the last has finished.
  useEffect(() => {
    if (running.current) return;
    const next = uploads.find((u) => u.state === "waiting");
    if (!next) return;
    running.current = true;
    void run(next).finally(() => {
      running.current = false;
      if (mounted.current) setTick((n) => n + 1);
    });
  }, [uploads, tick, run]);

  function addFiles(files: readonly File[]) {
    let room = roomLeft(used);
    const added = files.map((file): Upload => {
      const fits = room-- > 0;
      return fits
        ? { key: key(), file, state: "waiting", percent: 0 }
        : { key: key(), file, state: "failed", percent: 0, error: t.fields.tooManyImages };
    });
    setUploads((list) => [...list, ...added]);
  }

  /** Adds an https URL; returns the refusal to show beside the field, or null. */
  function addUrl(url: string): string | null {
    if (!httpsUrl.safeParse(url).success) return t.fields.httpsOnly;
    if (roomLeft(used) === 0) return t.fields.tooManyImages;
    const trimmed = url.trim();
    setItems((list) => [
      ...list,
      { key: key(), url: trimmed, label: urlLabel(trimmed), ...noAlts() },
    ]);
    return null;
  }

  function retry(k: number) {
    if (roomLeft(used) === 0) {
      patch(k, { error: t.fields.tooManyImages, retriable: false });
      return;
    }
    patch(k, { state: "waiting", percent: 0, error: undefined });
  }

  const dismiss = (k: number) => setUploads((list) => list.filter((u) => u.key !== k));

  const move = (m: Move) =>
    setItems((list) => {
      const byKey = new Map(list.map((item) => [item.key, item]));
      return applyMove(
        list.map((item) => item.key),
        m,
      ).map((k) => byKey.get(k)!);
    });

  function makeCover(k: number, idPrefix: string, name: string) {
    setItems((list) => {
      const item = list.find((i) => i.key === k);
      return item ? [item, ...list.filter((i) => i !== item)] : list;
    });
    setAnnouncement(fill(g.coverSet, { name }));
    setFocusId(`${idPrefix}-remove-${k}`);
  }

  function remove(k: number, idPrefix: string, name: string) {
    const index = items.findIndex((i) => i.key === k);
    if (index === -1) return;
    setRemoved((list) => [...list, { item: items[index]!, index }]);
    // An update of the latest list: an upload finishing in the same batch is not lost.
    setItems((list) => list.filter((i) => i.key !== k));
    setAnnouncement(fill(g.removed, { name }));
    setFocusId(`${idPrefix}-undo-${k}`);
  }

  /** Brings a removed picture back where it stood; returns a refusal when the gallery is full. */
  function undo(k: number, idPrefix: string, formatNumber: (n: number) => string) {
    const entry = removed.find((r) => r.item.key === k);
    if (!entry) return;
    if (roomLeft(used) === 0) {
      setAnnouncement(t.fields.tooManyImages);
      return;
    }
    const at = Math.min(entry.index, items.length);
    setItems((list) => {
      const to = Math.min(entry.index, list.length);
      return [...list.slice(0, to), entry.item, ...list.slice(to)];
    });
    setRemoved((list) => list.filter((r) => r !== entry));
    setAnnouncement(fill(g.restored, { position: formatNumber(at + 1) }));
    setFocusId(`${idPrefix}-remove-${k}`);
  }

  function setText(k: number, field: Exclude<GalleryKey, "url">, value: string) {
    setItems((list) => list.map((i) => (i.key === k ? { ...i, [field]: value || null } : i)));
  }

  return {
    items,
    uploads,
    removed,
    announcement,
    busy,
    full: roomLeft(used) === 0,
    addFiles,
    addUrl,
    retry,
    dismiss,
    move,
    makeCover,
    remove,
    undo,
    setText,
  };
}

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { SearchIcon } from "~/components/ui/icons";
import { useScripted } from "~/islands/scripted";
import { localePath, type Locale } from "~/i18n/locale";
import { useTexts } from "~/i18n/use-texts";
import { plural } from "~/i18n/plural";
import {
  SUGGEST_DEBOUNCE_MS,
  suggestionQuery,
  type Suggestion,
  type SuggestionsData,
} from "~/lib/search-suggestions";
import { keyOf, SuggestionList } from "./search-suggestion-list";

const toggleLook = "min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-gray-100";
const toggleClass = `inline-flex ${toggleLook} md:hidden`;

/**
 * The header search box: a GET form to /busca (works without JavaScript) enhanced into an
 * ARIA 1.2 combobox with suggestions (docs/product-rules.md §4/§9). On narrow screens (≤ 767 px) an
 * icon button shows and hides it; a click outside closes it.
 */
/**
 * The latest suggestions asked for: a request made while another is on its way replaces it.
 * `state` is "loading" until the answer arrives.
 */
function useSuggestions() {
  const [data, setData] = useState<SuggestionsData | undefined>();
  const [state, setState] = useState<"idle" | "loading">("idle");
  const pending = useRef<AbortController | null>(null);
  const load = useCallback((url: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setState("loading");
    fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<SuggestionsData>) : undefined))
      .then(
        (next) => {
          if (controller.signal.aborted) return;
          if (next) setData(next);
          setState("idle");
        },
        () => {
          if (!controller.signal.aborted) setState("idle");
        },
      );
  }, []);
  useEffect(() => () => pending.current?.abort(), []);
  return { data, state, load };
}

export function HeaderSearch({ locale }: { locale: Locale }) {
  const t = useTexts("store").search;
  const id = useId();
  const listId = `${id}-list`;
  const formId = `${id}-form`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const scripted = useScripted();
  const fetcher = useSuggestions();
  const load = fetcher.load;

  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

  const needle = suggestionQuery(query);
  // docs/product-rules.md §4: an empty query gives no results, at once; otherwise the last results
  // received.
  const suggestions = needle ? (fetcher.data?.suggestions ?? []) : [];
  const activeIndex = suggestions.findIndex((s) => keyOf(s) === activeKey);
  const active = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
  const expanded = open && suggestions.length > 0;

  // docs/product-rules.md §4/§9: results are recomputed 200 ms after typing stops.
  useEffect(() => {
    if (!needle) return;
    const timer = setTimeout(() => {
      load(`/busca/sugestoes?${new URLSearchParams({ q: needle, lang: locale })}`);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [needle, locale, load]);

  // docs/product-rules.md §2: a click outside closes the suggestions and, on narrow screens, the
  // search box.
  useEffect(() => {
    if (!open && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setMobileOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, mobileOpen]);

  useEffect(() => {
    if (mobileOpen) inputRef.current?.focus();
  }, [mobileOpen]);

  function close() {
    setOpen(false);
    setActiveKey(null);
  }

  function choose(s: Suggestion) {
    close();
    setMobileOpen(false);
    setQuery("");
    window.location.assign(s.href);
  }

  function move(step: 1 | -1) {
    if (suggestions.length === 0) return;
    const n = suggestions.length;
    const next = activeIndex < 0 ? (step === 1 ? 0 : n - 1) : (activeIndex + step + n) % n;
    setOpen(true);
    setActiveKey(keyOf(suggestions[next]!));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(-1);
        break;
      case "Enter":
        // With an option chosen, open it; otherwise the form submits to the results page.
        if (expanded && active) {
          event.preventDefault();
          choose(active);
        } else {
          close();
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (mobileOpen) {
          setMobileOpen(false);
        } else {
          setQuery("");
        }
        break;
      case "Tab":
        close();
        break;
    }
  }

  const count = suggestions.length;
  const status =
    !open || !needle || fetcher.state !== "idle" || !fetcher.data
      ? ""
      : count === 0
        ? t.none
        : plural(locale, t.count, count);

  return (
    <div ref={rootRef} className="flex items-center md:relative md:max-w-xl md:flex-1">
      {scripted && (
        <button
          type="button"
          className={`${toggleClass} noscript:hidden`}
          aria-label={t.toggle}
          aria-expanded={mobileOpen}
          aria-controls={formId}
          onClick={() => setMobileOpen((v) => !v)}
        >
          <SearchIcon className="size-6" />
        </button>
      )}
      {/* Without JavaScript the icon cannot show the box; it leads to the search page. */}
      <a
        href={localePath(locale, "/busca")}
        className={scripted ? `hidden noscript:max-md:inline-flex ${toggleLook}` : toggleClass}
        aria-label={t.submit}
      >
        <SearchIcon className="size-6" />
      </a>
      <form
        id={formId}
        method="get"
        action={localePath(locale, "/busca")}
        role="search"
        onSubmit={() => {
          close();
          setMobileOpen(false);
        }}
        className={`${mobileOpen ? "max-md:block" : "max-md:hidden"} w-full max-md:absolute max-md:inset-x-0 max-md:top-full max-md:z-10 max-md:border-b max-md:border-gray-200 max-md:bg-white max-md:p-3 max-md:shadow-md md:relative`}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t.label}
        </label>
        <div className="relative flex">
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            name="q"
            autoComplete="off"
            maxLength={100}
            placeholder={t.placeholder}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active ? `${listId}-${keyOf(active)}` : undefined}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
              setActiveKey(null);
            }}
            onKeyDown={onKeyDown}
            className="min-h-11 w-full rounded-l-md border border-gray-300 px-3 text-base outline-offset-0"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-r-md bg-brand text-white hover:bg-brand-dark"
          >
            <SearchIcon />
            <span className="sr-only">{t.submit}</span>
          </button>
        </div>
        <SuggestionList
          id={listId}
          label={t.suggestions}
          groups={t.groups}
          suggestions={expanded ? suggestions : []}
          activeKey={active ? keyOf(active) : null}
          onChoose={choose}
        />
        <p role="status" className="sr-only">
          {status}
        </p>
      </form>
    </div>
  );
}

import { CheckboxField } from "~/components/admin/form-controls";
import type { Locale } from "~/i18n/languages";
import type { Messages } from "~/i18n/pt";
import type { StoreProfile } from "~/lib/store-profile";

/** A product feed's address, as the settings loader gives it. */
export interface FeedAddress {
  kind: "google" | "meta";
  locale: Locale;
  url: string;
}

/**
 * Each product feed on or off, and the addresses of its files in every
 * language, to paste into Google Merchant Center and Meta's Commerce Manager. Children of the
 * settings form's "Catálogos" group.
 */
export function FeedsFields({
  texts: t,
  languageNames,
  profile,
  typed,
  feeds,
}: {
  texts: Messages["adminSections"]["settings"]["feeds"];
  languageNames: Record<Locale, string>;
  profile: StoreProfile;
  /** What was sent when the save was refused: a box is ticked when it was sent. */
  typed: Record<string, string> | undefined;
  feeds: FeedAddress[];
}) {
  const kinds = [
    { kind: "google", name: "feed_google", label: t.google },
    { kind: "meta", name: "feed_meta", label: t.meta },
  ] as const;
  return (
    <>
      <p className="text-sm text-gray-700 sm:col-span-2">{t.intro}</p>
      {kinds.map(({ kind, name, label }) => (
        <div key={kind} className="flex flex-col gap-2 sm:col-span-2">
          <CheckboxField
            idPrefix="settings"
            name={name}
            label={label}
            defaultChecked={typed ? typed[name] === "on" : profile[name]}
          />
          <ul aria-label={label} className="ml-7 flex flex-col gap-1 text-sm text-gray-700">
            {feeds
              .filter((feed) => feed.kind === kind)
              .map((feed) => (
                <li key={feed.url} className="break-all">
                  <span className="font-medium text-ink">{languageNames[feed.locale]}:</span>{" "}
                  <code>{feed.url}</code>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}

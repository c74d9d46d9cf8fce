import { LOCALES, type Locale } from "./languages";
import type { PublicMessages } from "./public";

// The store's texts. Every language's load on their own (a chunk per language in the browser),
// so a page carries only its own language's, the default one's too (an English page carried the
// Portuguese as well, about 1.9 kB): app/entry.client.tsx loads the page's before hydrating,
// app/entry.server.tsx all of them at start. A language of the table (./languages.ts) without its
// loader here is a type error.
const loaders: Record<Locale, () => Promise<PublicMessages>> = {
  pt: () => import("./public").then((m) => m.publicPt),
  en: () => import("./public-en").then((m) => m.publicEn),
  es: () => import("./public-es").then((m) => m.publicEs),
};

const loaded: Partial<Record<Locale, PublicMessages>> = {};

/** Loads a language's store texts (once); useTexts (./use-texts.ts) answers from them afterwards. */
export async function loadMessages(locale: Locale): Promise<PublicMessages> {
  const ready = loaded[locale];
  if (ready) return ready;
  const messages = await loaders[locale]();
  loaded[locale] = messages;
  return messages;
}

/** Every language's store texts: the server's start and the tests'. */
export async function loadAllMessages(): Promise<void> {
  await Promise.all(LOCALES.map(loadMessages));
}

/**
 * The store's texts in a language, for ./use-texts.ts alone: components read texts with useTexts,
 * other code with textsFor (./texts.ts). The language must have been loaded (loadMessages): a
 * page's own always is.
 */
export function messagesFor(locale: Locale): PublicMessages {
  const messages = loaded[locale];
  if (!messages) throw new Error(`The store texts in "${locale}" are not loaded (loadMessages)`);
  return messages;
}

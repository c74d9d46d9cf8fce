import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";

type DashboardTexts = Messages["adminSections"]["dashboard"];

export interface ActivityItem {
  action: string;
  entity: string;
  entityId: string | null;
  detail: string | null;
}

/** An import's counts (its audit detail is JSON, app/.server/catalogue/import/apply.server.ts). */
function importCounts(entry: ActivityItem, t: DashboardTexts): string {
  let counts: Record<string, number> = {};
  try {
    counts = JSON.parse(entry.detail ?? "{}") as Record<string, number>;
  } catch {
    // An entry from elsewhere: its counts read as zero.
  }
  const n = (key: string) => (typeof counts[key] === "number" ? counts[key] : 0);
  return fill(t.importCounts, {
    created: n("created"),
    updated: n("updated"),
    unchanged: n("unchanged"),
  });
}

const has = <K extends string>(record: Record<K, string>, key: string): key is K => key in record;

/** An enquiry's change (its audit detail is JSON, app/.server/enquiries/admin-enquiries.server.ts). */
function enquiryChange(
  entry: ActivityItem,
  t: DashboardTexts,
  statuses: Partial<Record<string, string>>,
): string | null {
  let detail: { reference?: unknown; status?: unknown; erased?: unknown } = {};
  try {
    detail = JSON.parse(entry.detail ?? "{}") as typeof detail;
  } catch {
    return null;
  }
  if (typeof detail.reference !== "string") return null;
  const reference = detail.reference;
  if (Array.isArray(detail.status) && detail.status.length === 2) {
    const [from, to] = detail.status.map((s) => statuses[String(s)] ?? String(s));
    return fill(t.enquiryStatus, { reference, from: from!, to: to! });
  }
  if (detail.erased === true) return fill(t.enquiryErased, { reference });
  return fill(t.enquiryNotes, { reference });
}

/**
 * A search synonym's entry (app/.server/search/synonyms.server.ts): the term is its entity id; a
 * creation's detail is the target as JSON, a catalogue word or a product's id.
 */
function synonymChange(entry: ActivityItem, t: DashboardTexts): string | null {
  const term = entry.entityId ?? "";
  if (entry.action === "delete") return fill(t.synonymDeleted, { term });
  if (entry.action !== "create") return null;
  let target: { word?: unknown; productId?: unknown } = {};
  try {
    target = JSON.parse(entry.detail ?? "{}") as typeof target;
  } catch {
    return null;
  }
  if (typeof target.word === "string") return fill(t.synonymCreated, { term, target: target.word });
  if (typeof target.productId === "number") {
    const product = fill(t.synonymProduct, { id: target.productId });
    return fill(t.synonymCreated, { term, target: product });
  }
  return null;
}

/**
 * An audit entry in words: "Criou produto “Furadeira”", "Desativou a conta de rui@…". `statuses`
 * names an enquiry's statuses in the same language.
 */
export function describeActivity(
  entry: ActivityItem,
  t: DashboardTexts,
  statuses: Partial<Record<string, string>> = {},
): string {
  if (entry.entity === "enquiry") {
    const text = enquiryChange(entry, t, statuses);
    if (text) return text;
  }
  if (entry.entity === "synonym") {
    const text = synonymChange(entry, t);
    if (text) return text;
  }
  if (entry.entity === "enquiry_data") {
    // The retention job (app/.server/enquiries/privacy.server.ts): how many it erased.
    let erased = 0;
    try {
      erased = Number((JSON.parse(entry.detail ?? "{}") as { erased?: unknown }).erased) || 0;
    } catch {
      // An entry from elsewhere: read as zero.
    }
    return fill(t.enquiryDataErased, { erased });
  }
  if (entry.action === "user") {
    const [code = "", email] = (entry.detail ?? "").split(/:(.*)/s);
    const phrase = has(t.userActions, code) ? t.userActions[code] : code;
    return email ? `${phrase} ${email}` : phrase;
  }
  const verb = has(t.actions, entry.action) ? t.actions[entry.action] : entry.action;
  if (entry.action === "import") return `${verb} ${t.entities.products}: ${importCounts(entry, t)}`;
  if (entry.action === "reorder") {
    const plural = `${entry.entity}s`;
    return `${verb} ${has(t.entities, plural) ? t.entities[plural] : plural}`;
  }
  const noun = has(t.entities, entry.entity) ? t.entities[entry.entity] : entry.entity;
  if (entry.action === "settings") return `${verb} ${noun}`;
  // Updates record the changed columns; creations and deletions the name, which reads better.
  if (entry.detail && entry.action !== "update") return `${verb} ${noun} “${entry.detail}”`;
  return entry.entityId ? `${verb} ${noun} #${entry.entityId}` : `${verb} ${noun}`;
}

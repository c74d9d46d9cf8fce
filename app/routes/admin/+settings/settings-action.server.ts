import type { z } from "zod";
import { answer, readAdminForm, sectionTexts, toast, valuesOf } from "~/.server/admin/forms.server";
import { saveStoreSettings } from "~/.server/admin/settings.server";
import { requireAdminData } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import type { Messages } from "~/i18n/pt";
import { storeProfileSchema } from "~/lib/store-profile";
import { PHONE_FIELDS, TEXT_FIELDS } from "./settings-fields";

/** storeProfileSchema's issues (zod's own codes) as the form's field messages. */
function settingsFieldMessages(error: z.ZodError, t: Messages["adminSections"]["fields"]) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, index] = issue.path;
    const field =
      first === "phones" && typeof index === "number" ? PHONE_FIELDS[index] : String(first);
    if (!field || out[field]) continue;
    if (issue.code === "too_big") out[field] = t.tooLong;
    else if (issue.code === "too_small") out[field] = t.required;
    else if (field === "email") out[field] = t.invalidEmail;
    else if (field === "map_url" || field === "map_embed_url") out[field] = t.httpsOnly;
    else out[field] = t.invalid;
  }
  return out;
}

/**
 * Saves the store settings (validated by storeProfileSchema). saveStoreProfile bumps the catalogue
 * version, so cached storefront pages show the change; the audit log records who made it.
 */
export async function settingsAction(request: Request) {
  const admin = await requireAdminData(request);
  const t = sectionTexts(request);
  const s = t.adminSections;
  const form = await readAdminForm(request);
  const values = valuesOf(form, [...TEXT_FIELDS, ...PHONE_FIELDS]);
  const parsed = storeProfileSchema.safeParse({
    ...values,
    phones: PHONE_FIELDS.map((name) => values[name] ?? ""),
  });
  if (!parsed.success) {
    return answer({
      intent: "save",
      ok: false,
      fields: settingsFieldMessages(parsed.error, s.fields),
      formError: s.common.invalidSummary,
      values,
      toast: toast("error", s.toasts.updateFailed),
    });
  }
  const db = getDb();
  await saveStoreSettings(db, await getStoreProfile(db), parsed.data, admin.id);
  return answer({ intent: "save", ok: true, toast: toast("success", s.toasts.settingsSaved) });
}

import { answer, readIntent, toast } from "~/.server/admin/forms.server";
import { saveStoreSettings } from "~/.server/admin/settings.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import type { Messages } from "~/i18n/pt";
import { fieldMessages, type FieldIssue } from "~/lib/form-errors";
import { storeProfileSchema } from "~/lib/store-profile";
import { phoneField, PHONE_COUNT } from "./phone-field";

/** storeProfileSchema's issues (zod's own codes) in the administrator's words. */
const settingsMessage =
  (t: Messages["adminSections"]["fields"]) =>
  (issue: FieldIssue, field: string): string => {
    if (issue.code === "too_big") return t.tooLong;
    if (issue.code === "too_small") return t.required;
    if (field === "email") return t.invalidEmail;
    if (field === "map_url" || field === "map_embed_url") return t.httpsOnly;
    return t.invalid;
  };

/**
 * Saves the store settings (validated by storeProfileSchema). saveStoreProfile bumps the catalogue
 * version, so cached storefront pages show the change; the audit log records who made it.
 */
export async function settingsAction(request: Request) {
  const { t, form, db, adminId } = await readIntent(request);
  const s = t.adminSections;
  const { values } = form;
  const phones = Array.from({ length: PHONE_COUNT }, (_, i) => values[phoneField(i)] ?? "");
  const parsed = storeProfileSchema.safeParse({ ...values, phones });
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error, settingsMessage(s.fields), {
      // The profile's phones are a list; the form has one field for each.
      fieldOf: ([first, index]) =>
        first === "phones" && typeof index === "number" ? phoneField(index) : String(first),
    });
    return answer({
      intent: "save",
      ok: false,
      fields,
      formError: s.common.invalidSummary,
      values,
      toast: toast("error", s.toasts.updateFailed),
    });
  }
  await saveStoreSettings(db, await getStoreProfile(db), parsed.data, adminId);
  return answer({ intent: "save", ok: true, toast: toast("success", s.toasts.settingsSaved) });
}

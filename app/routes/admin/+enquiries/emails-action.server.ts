import {
  adminFieldMessages,
  answer,
  readIntent,
  toast,
  unknownIntent,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { getEnv } from "~/.server/env";
import { retryOutboxNow } from "~/.server/outbox/outbox.server";
import { saveNotificationLocale } from "~/.server/settings/notification-language.server";
import { notificationLanguageSchema, outboxRetrySchema } from "~/lib/outbox-admin";

/**
 * The notice e-mails' page: the language they are written in, and "Tentar
 * agora" on a pending one; one handler per intent (docs/decisions/009-one-handler-per-intent.md).
 */
export async function emailsAction(request: Request) {
  const ctx = await readIntent(request);
  switch (ctx.intent) {
    case "language":
      return saveLanguage(ctx);
    case "retry":
      return retry(ctx);
    default:
      return unknownIntent(ctx);
  }
}

async function saveLanguage({ intent, t, form, db, adminId }: IntentContext) {
  const parsed = notificationLanguageSchema.safeParse({ locale: form.values.locale ?? "" });
  if (!parsed.success) {
    const fields = adminFieldMessages(parsed.error, t);
    const first = Object.values(fields)[0] ?? t.adminSections.toasts.error;
    return answer({ intent, ok: false, fields, values: form.values, toast: toast("error", first) });
  }
  await saveNotificationLocale(db, parsed.data.locale, adminId);
  return answer({
    intent,
    ok: true,
    toast: toast("success", t.adminSections.outbox.languageSaved),
  });
}

async function retry({ intent, t, form, db }: IntentContext) {
  const s = t.adminSections.outbox;
  const parsed = outboxRetrySchema.safeParse({ id: form.values.id ?? "" });
  if (!parsed.success) {
    return answer({ intent, ok: false, toast: toast("error", t.adminSections.toasts.error) });
  }
  const target = String(parsed.data.id);
  const outcome = await retryOutboxNow(db, parsed.data.id);
  if (outcome === "notFound") {
    return answer({ intent, ok: false, target, toast: toast("error", s.notFound) }, 404);
  }
  if (outcome === "notPending") {
    return answer({ intent, ok: false, target, toast: toast("error", s.notPending) }, 409);
  }
  // Without a mail server the row is due, and still waits: say so rather than promise a send.
  const message = getEnv().SMTP_URL ? s.retryQueued : s.retryNoSmtp;
  return answer({ intent, ok: true, target, toast: toast("success", message) });
}

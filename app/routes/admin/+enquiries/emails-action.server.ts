import { adminForm, formIntent } from "~/.server/admin/admin-form.server";
import { getEnv } from "~/.server/env";
import { retryOutboxNow } from "~/.server/outbox/outbox.server";
import { saveNotificationLocale } from "~/.server/settings/notification-language.server";
import { notificationLanguageSchema, outboxRetrySchema } from "~/lib/outbox-admin";

/**
 * The notice e-mails' page: the language they are written in, and "Tentar agora" on a pending one
 * (docs/decisions/009-one-handler-per-intent.md).
 */
export const emailsAction = adminForm({
  language: formIntent({
    schema: notificationLanguageSchema,
    refusedToast: "field",
    failed: (s) => s.toasts.error,
    async handle({ locale }, { db, adminId, s }) {
      await saveNotificationLocale(db, locale, adminId);
      return { toast: s.outbox.languageSaved };
    },
  }),
  retry: formIntent({
    schema: outboxRetrySchema,
    failed: (s) => s.toasts.error,
    async handle({ id }, { db, s }) {
      const target = String(id);
      const outcome = await retryOutboxNow(db, id);
      if (outcome === "notFound") {
        return { ok: false, target, toast: s.outbox.notFound, status: 404 };
      }
      if (outcome === "notPending") {
        return { ok: false, target, toast: s.outbox.notPending, status: 409 };
      }
      // Without a mail server the row is due, and still waits: say so rather than promise a send.
      return { target, toast: getEnv().SMTP_URL ? s.outbox.retryQueued : s.outbox.retryNoSmtp };
    },
  }),
});

import { getDb } from "../db/kysely";
import { eraseExpiredEnquiries } from "../enquiries/privacy.server";
import { deleteExpiredEvents, insightRecorder } from "../insights/recorder.server";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import { deliverDueMessages, smtpMailer } from "../outbox/worker.server";
import { startJob, stopAll, type StopJob } from "./scheduler.server";

// The jobs the production server runs beside serving pages (scripts/start.ts starts them after
// the migrations and stops them on shutdown, before the database closes). A new job is one more
// startJob call here.

/** How often each instance looks for due notices: a new enquiry's e-mail leaves within this. */
export const OUTBOX_INTERVAL_MS = 5_000;

/** The retention job's period: daily. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Starts every background job; the answer stops them all. Tests shorten the intervals. */
export function startBackgroundJobs({
  outboxIntervalMs = OUTBOX_INTERVAL_MS,
}: { outboxIntervalMs?: number } = {}): StopJob {
  const env = getEnv();
  const log = getLogger();
  const stops: StopJob[] = [];

  if (env.SMTP_URL) {
    const mailer = smtpMailer(env.SMTP_URL);
    const stopOutbox = startJob("outbox", outboxIntervalMs, async (signal) => {
      const report = await deliverDueMessages({
        db: getDb(),
        mailer,
        baseUrl: env.BASE_URL,
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        signal,
      });
      if (report.sent || report.failed || report.cancelled) log.info({ ...report }, "outbox run");
    });
    stops.push(async () => {
      await stopOutbox();
      mailer.close();
    });
  } else {
    // Not an error: the notices wait in the outbox, shown at /admin/orcamentos/emails, and are
    // sent once SMTP_URL is set.
    log.info("SMTP_URL is not set: enquiry e-mails stay pending in the outbox.");
  }

  // Enquiries' personal data past the shop's retention is erased at start and
  // then once a day (app/.server/enquiries/privacy.server.ts). Instances racing do no harm: the
  // erasure is one UPDATE of rows not erased yet.
  stops.push(
    startJob("enquiry-retention", RETENTION_INTERVAL_MS, async () => {
      const erased = await eraseExpiredEnquiries(getDb());
      if (erased) log.info({ erased }, "enquiries' personal data erased after their retention");
    }),
  );

  // The shoppers' events held in memory are written every INSIGHTS_FLUSH_MS, and
  // once more on shutdown; raw events past their 30 days go daily (docs/decisions/059-insights.md).
  const db = () => getDb();
  const stopFlush = startJob(
    "insights-flush",
    env.INSIGHTS_FLUSH_MS,
    async () => {
      const { dropped } = await insightRecorder.flush(db());
      if (dropped) log.warn({ dropped }, "insight events dropped: more than memory holds");
    },
    { delayFirstRun: true },
  );
  stops.push(async () => {
    await stopFlush();
    await insightRecorder.flush(db()).catch((err: unknown) => {
      log.error({ err }, "insight events not written at shutdown");
    });
  });
  stops.push(
    startJob("insights-retention", RETENTION_INTERVAL_MS, async () => {
      const deleted = await deleteExpiredEvents(db());
      if (deleted) log.info({ deleted }, "raw insight events past their 30 days deleted");
    }),
  );

  return stopAll(stops);
}

import { readFileSync, statSync, writeFileSync } from "node:fs";
import { textsFor } from "../app/i18n/texts";
import { LOCALES } from "../app/i18n/languages";
import { applyImport } from "../app/.server/catalogue/import/apply.server";
import { MAX_IMPORT_BYTES } from "../app/.server/catalogue/import/limits";
import {
  errorsCsv,
  rowErrorMessage,
  skipMessage,
} from "../app/.server/catalogue/import/messages.server";
import { parseImportFile } from "../app/.server/catalogue/import/parse.server";
import { planImport, type ImportPlan } from "../app/.server/catalogue/import/plan.server";
import { ImportRefusal } from "../app/.server/catalogue/import/types";
import { closeDb, getDb, migrateToLatest } from "../app/.server/db/kysely";
import { choiceFlag, loadEnvOrExit, parseCommandLine, usageError } from "./cli";

// npm run catalogue:import -- FILE [--dry-run | --apply] [--create-missing] [--update-only]
//                                  [--lang pt|en|es] [--errors ERRORS.csv]
// Imports a CSV or XLSX file into the catalogue DATABASE_URL names (the rules are
// app/.server/catalogue/import/, the decisions docs/decisions/047-catalogue-import.md). Without
// --apply it only previews: nothing is written. --apply writes the plan it printed, in one
// transaction, and is refused while the plan has row errors. Exit codes: 0 done, 1 refused (the
// file, its rows, or the catalogue changed meanwhile), 2 a wrong command line.

const usage = `Usage: npm run catalogue:import -- FILE [--dry-run | --apply] [--create-missing] [--update-only]
         [--lang ${LOCALES.join("|")}] [--errors ERRORS.csv]`;
const { values: args, positionals } = parseCommandLine({
  usage,
  options: {
    "dry-run": { type: "boolean" },
    apply: { type: "boolean" },
    "create-missing": { type: "boolean" },
    "update-only": { type: "boolean" },
    lang: { type: "string" },
    errors: { type: "string" },
  },
  positionals: { min: 1, max: 1 },
});
if (args["dry-run"] && args.apply) usageError(usage, "--dry-run and --apply exclude each other");
const locale = choiceFlag(usage, args.lang, "lang", LOCALES, "pt");
const file = positionals[0]!;
let size: number;
try {
  size = statSync(file).size;
} catch {
  usageError(usage, `Cannot read the file '${file}'`);
}
const say = textsFor(locale).api.errors;
if (size > MAX_IMPORT_BYTES) {
  console.error(say.importTooLarge);
  process.exit(1);
}

function printPlan(plan: ImportPlan) {
  const counts = {
    rows: plan.rows,
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchanged.length,
    skipped: plan.skipped.length,
    errors: plan.errors.length,
    "new brands": plan.newBrands.length,
    "new categories": plan.newCategories.length,
  };
  console.log(
    Object.entries(counts)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", "),
  );
  for (const b of plan.newBrands) console.log(`new brand: ${b.name} (/${b.slug})`);
  for (const c of plan.newCategories) console.log(`new category: ${c.name}`);
  for (const s of plan.skipped.slice(0, 20))
    console.log(`row ${s.row}: ${skipMessage(s.reason, locale)}`);
  for (const e of plan.errors.slice(0, 100)) {
    console.log(`row ${e.row}${e.column ? `, ${e.column}` : ""}: ${rowErrorMessage(e, locale)}`);
  }
  if (plan.errors.length > 100) console.log(`... ${plan.errors.length - 100} more errors`);
}

loadEnvOrExit();
const db = getDb();
let exitCode = 0;
try {
  await migrateToLatest(db);
  const plan = await planImport(db, await parseImportFile(readFileSync(file), file), {
    createMissing: Boolean(args["create-missing"]),
    updateOnly: Boolean(args["update-only"]),
  });
  printPlan(plan);
  if (args.errors) writeFileSync(args.errors, errorsCsv(plan.errors, locale));
  if (args.apply) {
    const result = await applyImport(db, plan, null);
    console.log(
      `Applied: ${result.created} created, ${result.updated} updated (catalogue version ${result.catalogueVersion}).`,
    );
  } else {
    console.log("Preview only: nothing was written (--apply writes this plan).");
    if (plan.errors.length > 0) exitCode = 1;
  }
} catch (error) {
  if (!(error instanceof ImportRefusal)) throw error;
  console.error(say[error.code]);
  exitCode = 1;
} finally {
  await closeDb();
}
process.exit(exitCode);

import { createAdmin } from "../app/.server/auth/admins.server";
import { closeDb, getDb, migrateToLatest } from "../app/.server/db/kysely";
import { ADMIN_MIN_PASSWORD, splitFullName } from "../app/lib/account-schemas";
import { loadEnvOrExit, parseCommandLine, usageError } from "./cli";

// npm run admin:create -- --email E --password P --name "First Last"
// Creates an active administrator (docs/decisions/012-accounts-in-the-database.md: the name splits
// at the first space).
const usage = 'Usage: npm run admin:create -- --email E --password P --name "First Last"';
const { values } = parseCommandLine({
  usage,
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
const { email, password, name } = values;
if (email === undefined || password === undefined || name === undefined) {
  usageError(usage, "--email, --password and --name are required");
}

loadEnvOrExit();
const db = getDb();
let exitCode = 0;
try {
  await migrateToLatest(db);
  const { first_name, last_name } = splitFullName(name);
  const result = await createAdmin(db, { email, password, first_name, last_name });
  if (result.ok) {
    const { admin } = result;
    console.log(
      `Created administrator ${admin.first_name}${admin.last_name ? ` ${admin.last_name}` : ""} <${admin.email}> (role admin, status active, id ${admin.id}).`,
    );
  } else if (result.error === "emailTaken") {
    console.error(`Refused: the e-mail ${email.trim().toLowerCase()} is already in use.`);
    exitCode = 1;
  } else {
    const reasons: Record<string, string> = {
      adminPasswordTooShort: `the password must have at least ${ADMIN_MIN_PASSWORD} characters`,
      passwordTooShort: `the password must have at least ${ADMIN_MIN_PASSWORD} characters`,
      invalidEmail: "the e-mail is not a valid address",
      required: "it is missing",
      tooLong: "it is too long",
    };
    for (const [field, code] of Object.entries(result.fields)) {
      console.error(`Refused: ${field}: ${reasons[code ?? "required"] ?? code}.`);
    }
    exitCode = 1;
  }
} finally {
  await closeDb();
}
process.exit(exitCode);

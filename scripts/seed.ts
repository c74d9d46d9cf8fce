import { closeDb, getDb, migrateToLatest } from "../app/.server/db/kysely";
import { seedDemo, seedGeneratedProducts } from "../app/.server/db/seed/seed.server";
import { loadEnvOrExit, parseArgs } from "./cli";

// npm run seed                      demo catalogue, if the database is empty
// npm run seed -- --products N      plus N generated "Product N" items (product rules §7)
//                [--category ID]    in another category than Ferramentas Manuais (1)
const args = parseArgs(process.argv.slice(2));
const count = args.products === undefined ? 0 : Number(args.products);
const categoryId = args.category === undefined ? 1 : Number(args.category);
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(categoryId) || categoryId < 1) {
  console.error("Usage: npm run seed -- [--products N] [--category ID]");
  process.exit(2);
}
loadEnvOrExit();
const db = getDb();
await migrateToLatest(db);
const seeded = await seedDemo(db);
console.log(seeded ? "Seeded the demo catalogue." : "Demo catalogue already present.");
if (count > 0) {
  const category = await db
    .selectFrom("category")
    .select("id")
    .where("id", "=", categoryId)
    .executeTakeFirst();
  if (!category) {
    console.error(`There is no category ${categoryId}.`);
    process.exit(2);
  }
  const started = performance.now();
  const added = await seedGeneratedProducts(db, { count, categoryId });
  console.log(
    `Added ${added} generated products in ${Math.round(performance.now() - started)} ms.`,
  );
}
await closeDb();

import { closeDb, getDb, migrateToLatest } from "../app/.server/db/kysely";
import { seedDemo, seedGeneratedProducts } from "../app/.server/db/seed/seed.server";
import { integerFlag, loadEnvOrExit, parseCommandLine } from "./cli";

// npm run seed                      demo catalogue, if the database is empty
// npm run seed -- --products N      plus N generated "Product N" items (product rules §7), the
//                                   categories in turn, with their products' specifications
//                [--category ID]    all in one category instead
const usage = "Usage: npm run seed -- [--products N] [--category ID]";
const { values: args } = parseCommandLine({
  usage,
  options: { products: { type: "string" }, category: { type: "string" } },
});
const count = integerFlag(usage, args.products, "products", {
  min: 0,
  max: 10_000_000,
  fallback: 0,
});
// Without --category the generator spreads the products over every category.
const categoryId =
  args.category === undefined
    ? undefined
    : integerFlag(usage, args.category, "category", { min: 1, fallback: 1 });
loadEnvOrExit();
const db = getDb();
await migrateToLatest(db);
const seeded = await seedDemo(db);
console.log(seeded ? "Seeded the demo catalogue." : "Demo catalogue already present.");
if (count > 0 && categoryId !== undefined) {
  const category = await db
    .selectFrom("category")
    .select("id")
    .where("id", "=", categoryId)
    .executeTakeFirst();
  if (!category) {
    console.error(`There is no category ${categoryId}.`);
    process.exit(2);
  }
}
if (count > 0) {
  const started = performance.now();
  const added = await seedGeneratedProducts(db, { count, categoryId });
  console.log(
    `Added ${added} generated products in ${Math.round(performance.now() - started)} ms.`,
  );
}
await closeDb();

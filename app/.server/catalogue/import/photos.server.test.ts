import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestAudit } from "../../audit/audit.server";
import { getProductImages } from "../product-images.server";
import { getCatalogueVersion } from "../version.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { csvFile, importFile, smallCatalogue } from "../../../../tests/fixtures/import";
import { makeZip } from "../../../../tests/fixtures/zip";
import { importPhotos } from "./photos.server";

// Photos in bulk: files named by SKU join that product's gallery in order, each
// re-encoded; unknown SKUs, non-images and photos past the 12 are listed; one version bump and one
// audit entry a batch.

const png = async (color: string) =>
  new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
      .png()
      .toBuffer(),
  );

const idOf = async (db: TestDb["db"], sku: string) =>
  (await db.selectFrom("product").select("id").where("sku", "=", sku).executeTakeFirstOrThrow()).id;

describe.each(TEST_DB_KINDS)("photos in bulk on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
    await importFile(
      t.db,
      csvFile([
        ["sku", "nome", "preço", "marca", "categoria", "imagens"],
        ["FUR-1", "Furadeira", "199,90", "Bosch", "2", "https://example.com/f1.jpg"],
        ["ABC", "Alicate", "20", "Bosch", "1", ""],
        ["ABC-12", "Alicate 12", "25", "Bosch", "1", ""],
        ["FULL", "Cheio", "10", "Bosch", "1", ""],
      ]),
    );
  });
  afterAll(() => t.cleanup());

  it("adds SKU.jpg then SKU-2, -3 after the existing images; lists unknown SKUs and non-images; one version, one audit entry", async () => {
    const version = await getCatalogueVersion(t.db);
    const audit = (await latestAudit(t.db, 100)).length;
    const result = await importPhotos(
      t.db,
      [
        { name: "fur-1-3.png", bytes: await png("#00f") },
        { name: "FUR-1.JPG", bytes: await png("#f00") },
        { name: "FUR-1-2.png", bytes: await png("#0f0") },
        { name: "NOPE-7.jpg", bytes: await png("#000") },
        { name: "ABC-12.png", bytes: await png("#ff0") },
        { name: "ABC.txt", bytes: new Uint8Array([1, 2, 3]) },
        { name: "ABC.jpg", bytes: new TextEncoder().encode("not a picture at all") },
      ],
      null,
    );
    const byFile = Object.fromEntries(result.outcomes.map((o) => [o.file, o]));
    expect(byFile["FUR-1.JPG"]).toMatchObject({ status: "added", sku: "FUR-1", position: 2 });
    expect(byFile["FUR-1-2.png"]).toMatchObject({ status: "added", position: 3 });
    expect(byFile["fur-1-3.png"]).toMatchObject({ status: "added", position: 4 });
    expect(byFile["NOPE-7.jpg"]).toMatchObject({ status: "unknownSku", sku: "NOPE-7" });
    // ABC-12 is a SKU of its own, not ABC's twelfth picture.
    expect(byFile["ABC-12.png"]).toMatchObject({ status: "added", sku: "ABC-12", position: 1 });
    expect(byFile["ABC.txt"]!.status).toBe("notImage");
    expect(byFile["ABC.jpg"]!.status).toBe("notImage");
    expect(result).toMatchObject({ added: 4, products: 2 });

    const gallery = await getProductImages(t.db, await idOf(t.db, "FUR-1"));
    expect(gallery.map((g) => g.image_url ?? "hash")).toEqual([
      "https://example.com/f1.jpg",
      "hash",
      "hash",
      "hash",
    ]);
    const cover = await t.db
      .selectFrom("product")
      .select(["image_hash", "image_url"])
      .where("sku", "=", "ABC-12")
      .executeTakeFirstOrThrow();
    expect(cover.image_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(await getCatalogueVersion(t.db)).toBe(version + 1);
    const entries = await latestAudit(t.db, 100);
    expect(entries.length).toBe(audit + 1);
  });

  it("refuses photos beyond a gallery's 12 and says so per file; a zip's entries count as files", async () => {
    const names = ["FULL", ...Array.from({ length: 11 }, (_, i) => `FULL-${i + 2}`)];
    const files = await Promise.all(
      [...names.map((n) => `fotos/${n}.png`), "outra/FULL-5.png", "fotos/FULL-13.png"].map(
        async (name, i) => ({ name, data: Buffer.from(await png(`rgb(${i * 10}, 20, 30)`)) }),
      ),
    );
    const zip = makeZip([...files, { name: "__MACOSX/._FULL.png", data: Buffer.from("x") }]);
    const result = await importPhotos(t.db, [{ name: "fotos.zip", bytes: zip }], null);
    expect(result.outcomes).toHaveLength(14);
    expect(result.outcomes.filter((o) => o.status === "added")).toHaveLength(12);
    // Thirteen photos for FULL: the last in gallery order is refused; -13 is past the rule, so
    // it names no SKU at all.
    const status = Object.fromEntries(result.outcomes.map((o) => [o.file, o.status]));
    expect(status["fotos/FULL-12.png"]).toBe("tooManyImages");
    expect(status["outra/FULL-5.png"]).toBe("added");
    expect(status["fotos/FULL-13.png"]).toBe("unknownSku");
    expect(await getProductImages(t.db, await idOf(t.db, "FULL"))).toHaveLength(12);

    const again = await importPhotos(t.db, [{ name: "FULL.png", bytes: await png("#123") }], null);
    expect(again.outcomes[0]!.status).toBe("tooManyImages");
    expect(again.added).toBe(0);
  });

  it("writes nothing and bumps nothing when no file names a product", async () => {
    const version = await getCatalogueVersion(t.db);
    const result = await importPhotos(t.db, [{ name: "ZZZ.jpg", bytes: await png("#fff") }], null);
    expect(result.outcomes[0]).toMatchObject({ status: "unknownSku", sku: "ZZZ" });
    expect(await getCatalogueVersion(t.db)).toBe(version);
  });

  it("refuses a zip bomb or a damaged zip as a whole, listed by its name", async () => {
    const bomb = makeZip([
      { name: "ABC.png", data: Buffer.alloc(1000), declaredSize: 200 * 1024 * 1024 },
    ]);
    const damaged = makeZip([{ name: "ABC.png", data: Buffer.from(await png("#abc")) }]).subarray(
      0,
      60,
    );
    const result = await importPhotos(
      t.db,
      [
        { name: "bomb.zip", bytes: bomb },
        { name: "broken.zip", bytes: damaged },
      ],
      null,
    );
    expect(result.outcomes.map((o) => [o.file, o.status])).toEqual([
      ["bomb.zip", "imageTooLarge"],
      ["broken.zip", "badArchive"],
    ]);
  });
});

import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { makeXlsx, makeZip, WORKBOOK_PARTS } from "../../../../tests/fixtures/zip";
import { detectDelimiter, detectEncoding } from "./csv.server";
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "./limits";
import { parseImportFile } from "./parse.server";
import type { ImportRefusalCode } from "./types";

/** The refusal code a file gets, or "read" when it is read. */
async function outcome(bytes: Uint8Array, name = ""): Promise<ImportRefusalCode | "read"> {
  try {
    await parseImportFile(bytes, name);
    return "read";
  } catch (error) {
    return (error as { code: ImportRefusalCode }).code;
  }
}

/** What Excel in Portuguese saves as "CSV (separado por vírgulas)": Windows-1252, `;`, decimal comma. */
const EXCEL_PT = iconv.encode(
  'SKU;Nome;Preço;Descrição;Em estoque\r\nA-1;Serra Mármore;1.234,56;"Corta; e\r\nlixa";Sim\r\n\r\nB-2;Chave "Phillips";19,90;;não\r\n',
  "win1252",
);

describe("CSV as Brazilian and Paraguayan Excel writes it", () => {
  it("reads Windows-1252 with ; and a quoted cell holding the separator and a line break", async () => {
    const file = await parseImportFile(EXCEL_PT);
    expect(file).toMatchObject({ format: "csv", encoding: "windows-1252", delimiter: ";" });
    expect(file.columns.map((c) => c.key)).toEqual([
      "sku",
      "name",
      "price",
      "description",
      "in_stock",
    ]);
    expect(file.rows).toEqual([
      {
        row: 2,
        cells: {
          sku: "A-1",
          name: "Serra Mármore",
          price: "1.234,56",
          description: "Corta; e\r\nlixa",
          in_stock: "Sim",
        },
      },
      // Row 3 is blank (left out, still counted); quotes inside a cell stay.
      {
        row: 4,
        cells: {
          sku: "B-2",
          name: 'Chave "Phillips"',
          price: "19,90",
          description: "",
          in_stock: "não",
        },
      },
    ]);
  });

  it("reads UTF-8 with or without a BOM, and , as the separator", async () => {
    const text = 'sku,name,price\nA-1,Serra Mármore,"19,90"\n';
    for (const bytes of [Buffer.from(text), Buffer.from(`\ufeff${text}`)]) {
      const file = await parseImportFile(bytes);
      expect(file).toMatchObject({ encoding: "utf-8", delimiter: "," });
      expect(file.rows[0]!.cells).toEqual({ sku: "A-1", name: "Serra Mármore", price: "19,90" });
      expect(file.columns[0]!.header).toBe("sku");
    }
  });

  it("reads Excel's Unicode text (UTF-16 with a BOM, tabs)", async () => {
    const bytes = iconv.encode("\ufeffsku\tnombre\tprecio\nA-1\tSierra\t10\n", "utf16le");
    const file = await parseImportFile(bytes);
    expect(file).toMatchObject({ encoding: "utf-16le", delimiter: "\t" });
    expect(file.rows[0]!.cells).toEqual({ sku: "A-1", name: "Sierra", price: "10" });
  });

  it("detects the encoding: valid UTF-8 is UTF-8, anything else Windows-1252", () => {
    expect(detectEncoding(Buffer.from("preço"))).toBe("utf-8");
    expect(detectEncoding(iconv.encode("preço", "win1252"))).toBe("windows-1252");
  });

  it("detects the separator from the titles, outside quotes; ; on a tie", () => {
    expect(detectDelimiter("sku;nome;preço\n1,2,3,4")).toBe(";");
    expect(detectDelimiter('sku,"nome; completo",preço')).toBe(",");
    expect(detectDelimiter("sku\tnome\tpreço")).toBe("\t");
    expect(detectDelimiter("sku")).toBe(";");
  });

  it("lists rows it cannot read with their numbers, and reads the rest", async () => {
    const file = await parseImportFile(Buffer.from('sku;nome\nA;"Alicate"x\nB;Martelo\n'));
    expect(file.rows.map((r) => r.cells.sku)).toContain("B");
    expect(file.rows.find((r) => r.cells.sku === "B")?.row).toBe(3);
  });

  it("keeps unknown columns as titles without a field, and ignores their cells", async () => {
    const file = await parseImportFile(Buffer.from("sku;custo;preço\nA;3;5\n"));
    expect(file.columns).toEqual([
      { header: "sku", key: "sku" },
      { header: "custo", key: null },
      { header: "preço", key: "price" },
    ]);
    expect(file.rows[0]!.cells).toEqual({ sku: "A", price: "5" });
  });
});

describe("XLSX: the first sheet", () => {
  it("reads the first sheet's rows with their numbers, numbers as numbers", async () => {
    const bytes = await makeXlsx({
      Produtos: [
        ["SKU", "Nome", "Preço", "Oferta"],
        ["A-1", "Serra", 19.9, true],
        [],
        ["B-2", "Chave", 5, false],
      ],
      Outra: [
        ["sku", "nome"],
        ["X", "Não lida"],
      ],
    });
    const file = await parseImportFile(bytes, "lista.xlsx");
    expect(file.format).toBe("xlsx");
    expect(file.rows).toEqual([
      { row: 2, cells: { sku: "A-1", name: "Serra", price: 19.9, is_special_offer: true } },
      { row: 4, cells: { sku: "B-2", name: "Chave", price: 5, is_special_offer: false } },
    ]);
  });
});

describe("files the import refuses as a whole", () => {
  it("no title it knows, two titles for one field, no column to tell products by, nothing", async () => {
    expect(await outcome(Buffer.from("foo;bar\n1;2\n"))).toBe("importNoColumns");
    expect(await outcome(Buffer.from("preço;price;sku\n1;2;3\n"))).toBe("importDuplicateColumn");
    expect(await outcome(Buffer.from("preço;marca\n1;2\n"))).toBe("importNeedsKey");
    expect(await outcome(Buffer.from("sku;preço\n"))).toBe("importEmpty");
    expect(await outcome(new Uint8Array(0))).toBe("importEmpty");
  });

  it("more columns or rows than the limits", async () => {
    const wide = `sku;${Array.from({ length: MAX_IMPORT_COLUMNS }, (_, i) => `c${i}`).join(";")}\n1\n`;
    expect(await outcome(Buffer.from(wide))).toBe("importTooManyColumns");
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `S${i};1`).join("\n");
    expect(await outcome(Buffer.from(`sku;preço\n${rows}\n`))).toBe("importTooManyRows");
  });

  it("a file named .xlsx that is not a zip, a truncated or corrupt workbook", async () => {
    const good = await makeXlsx({
      P: [
        ["sku", "preço"],
        ["A", 1],
      ],
    });
    expect(await outcome(Buffer.from("sku;preço\n1;2"), "x.xlsx")).toBe("importUnreadable");
    expect(await outcome(good.subarray(0, good.length - 40))).toBe("importUnreadable");
    expect(await outcome(good.subarray(0, 200))).toBe("importUnreadable");
    // The zip's directory damaged: nothing in it can be found.
    const corrupt = Buffer.from(good);
    corrupt.fill(0x41, good.length - 22);
    expect(await outcome(corrupt)).toBe("importUnreadable");
  });

  it("zip bombs: declared too large, lying about their size, too many entries", async () => {
    const sheet = "xl/worksheets/sheet1.xml";
    const declared = makeZip([
      ...WORKBOOK_PARTS,
      { name: sheet, data: Buffer.alloc(10), declaredSize: 2 ** 31 },
    ]);
    expect(await outcome(declared)).toBe("importUnsafeArchive");
    const lying = makeZip([
      ...WORKBOOK_PARTS,
      { name: sheet, data: Buffer.alloc(8 * 1024 * 1024, 0x20), declaredSize: 1000 },
    ]);
    expect(await outcome(lying)).toBe("importUnsafeArchive");
    const strings = makeZip([
      { name: "xl/sharedStrings.xml", data: Buffer.alloc(10), declaredSize: 60 * 2 ** 20 },
    ]);
    expect(await outcome(strings)).toBe("importUnsafeArchive");
    const many = Array.from({ length: 1001 }, (_, i) => ({
      name: `x${i}`,
      data: Buffer.from("a"),
    }));
    expect(await outcome(makeZip(many))).toBe("importUnsafeArchive");
  });

  it("reads accented text whole, wherever the unpacked chunks split it", async () => {
    // Over 64 KB of sheet: chunk boundaries fall inside two-byte characters.
    const rows = Array.from({ length: 3000 }, (_, i) => [
      `S-${i}`,
      `Ação çãõ ñ ${i} ${"é".repeat(i % 7)}`,
    ]);
    const file = await parseImportFile(await makeXlsx({ P: [["sku", "nome"], ...rows] }));
    expect(file.rows.map((r) => r.cells.name)).toEqual(rows.map((r) => r[1]));
  });
});

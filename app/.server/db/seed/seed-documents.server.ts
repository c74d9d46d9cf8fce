import { addDocument, setVideos } from "../../documents/documents.server";
import type { Db } from "../kysely";

/**
 * Demo manuals and videos (docs/decisions/068-product-documents-and-videos.md): two machines get a
 * small manual made here (a few kB, no network) and a video address. The video is never loaded
 * until a shopper presses it.
 */
const DEMO_MEDIA = [
  {
    name: "Furadeira de Impacto 13mm 750W",
    title: ["Manual de instruções", "Instruction manual", "Manual de instrucciones"],
    pages: 4,
    video: { provider: "youtube", id: "aqz-KE-bpKQ" },
  },
  {
    name: 'Furadeira de Bancada 1/2" 350W',
    title: ["Ficha técnica", "Datasheet", "Ficha técnica"],
    pages: 2,
    video: { provider: "vimeo", id: "76979871" },
  },
] as const;

export async function demoManual(title: string, pages: number): Promise<Uint8Array> {
  // Loaded when the demo is seeded, not by every server start that imports the seed.
  const { PDFDocument, StandardFonts } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.setTitle(title);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([420, 595]);
    page.drawText(title, { x: 40, y: 540, size: 20, font });
    page.drawText(`Vitrine - ${i}/${pages}`, { x: 40, y: 40, size: 10, font });
  }
  return doc.save();
}

export async function seedDemoDocuments(db: Db): Promise<void> {
  for (const m of DEMO_MEDIA) {
    const product = await db
      .selectFrom("product")
      .select("id")
      .where("name", "=", m.name)
      .executeTakeFirst();
    if (!product) continue;
    await addDocument(db, product.id, {
      bytes: await demoManual(m.title[0], m.pages),
      fileName: "manual.pdf",
      title: m.title[0],
      others: { en: m.title[1], es: m.title[2] },
      language: "pt",
    });
    await setVideos(db, product.id, [m.video]);
  }
}

import type { Transaction } from "kysely";
import type { LinkLists } from "~/lib/product-links";
import { writeProductLinks } from "../../catalogue/product-links.server";
import type { Database } from "../schema";

// The demo's links between products (docs/decisions/067-product-links.md), by Portuguese name:
// machines name their batteries, discs and bits; the battery names the 18V blower it also fits.
// Written by seedDemo through the same write the back office and the API use.

const BATTERY = "Bateria 18V 4,0 Ah";
const DISCS = 'Disco de Corte 4 1/2" (10 unidades)';
const BITS = "Jogo de Brocas 15 peças";

export const DEMO_LINKS: Readonly<Record<string, Partial<Record<keyof LinkLists, string[]>>>> = {
  "Furadeira e Parafusadeira de Impacto a Bateria": { accessory: [BATTERY, BITS] },
  "Furadeira de Impacto 13mm 750W": { accessory: [BITS] },
  'Furadeira de Bancada 1/2" 350W': { accessory: [BITS] },
  "Parafusadeira a Bateria 12V": { accessory: [BITS] },
  'Esmerilhadeira Angular 4 1/2" 850W': { accessory: [DISCS] },
  [BATTERY]: { compatible: ["Soprador de Folhas a Bateria 18V"] },
};

/** Writes the demo's links; `idOf` answers a demo product's id by its Portuguese name. */
export async function insertDemoLinks(
  trx: Transaction<Database>,
  idOf: (name: string) => number,
): Promise<void> {
  for (const [name, lists] of Object.entries(DEMO_LINKS)) {
    const ids: LinkLists = {};
    for (const [type, names] of Object.entries(lists) as [keyof LinkLists, string[]][]) {
      ids[type] = names.map(idOf);
    }
    await writeProductLinks(trx, idOf(name), ids);
  }
}

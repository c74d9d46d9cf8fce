import sharp from "sharp";
import type { Locale } from "~/i18n/languages";
import {
  escapeXml,
  FAST_PNG,
  figureBox,
  fitFigure,
  FONT,
  iconMarkup,
  inkOn,
  luminance,
  mix,
  png,
  shadow,
  textBlock,
  type Box,
} from "./demo-picture-kit";
import { kindPicture, type ProductKind, type ShotSetting } from "./demo-picture-kinds";

// Demo product pictures that look like a catalogue's: a studio shot of the product
// in its brand's colour, then a detail, the product in use and its box. Drawn from Tabler icons
// (demo-picture-kinds.ts) by sharp, never downloaded; the same input gives the same bytes.

export interface ShotProduct {
  name: string;
  kind: ProductKind;
  brandName: string;
  brandColor: string;
}

/** Each demo product's kind, by its Portuguese name (DEMO_PRODUCTS[i][0]). */
export const DEMO_PRODUCT_KINDS: Readonly<Record<string, ProductKind>> = {
  "Jogo de Chaves Combinadas 12 peças": "wrench-set",
  "Martelo de Unha 27 mm": "hammer",
  'Alicate Universal 8"': "pliers",
  "Jogo de Chaves de Fenda 6 peças": "screwdriver-set",
  "Trena 5 m": "tape-measure",
  'Serrote 20"': "hand-saw",
  'Jogo de Soquetes 1/2" 24 peças': "socket-set",
  'Chave Inglesa 10"': "adjustable-wrench",
  "Nível de Alumínio 60 cm": "spirit-level",
  "Arco de Serra Ajustável": "hacksaw",
  "Furadeira de Impacto 13mm 750W": "drill",
  "Parafusadeira a Bateria 12V": "cordless-screwdriver",
  'Esmerilhadeira Angular 4 1/2" 850W': "angle-grinder",
  'Serra Circular 7 1/4" 1400W': "circular-saw",
  "Martelete Perfurador SDS Plus 800W": "rotary-hammer",
  "Lixadeira Orbital 220W": "orbital-sander",
  'Tupia 1/4" 530W': "trim-router",
  "Soprador Térmico 2000W": "heat-gun",
  "Serra Tico-Tico 500W": "jigsaw",
  'Furadeira de Bancada 1/2" 350W': "drill-press",
  "Carrinho de Mão 60 L": "wheelbarrow",
  "Paleteira Manual 2500 kg": "pallet-truck",
  "Carrinho Plataforma 300 kg": "platform-trolley",
  "Talha Manual de Corrente 1 t": "chain-hoist",
  "Macaco Hidráulico Jacaré 2 t": "floor-jack",
  "Cinta de Amarração com Catraca 5 m": "ratchet-strap",
  "Carrinho de Armazém 2 Rodas 200 kg": "hand-truck",
  "Guincho Elétrico 200 kg": "winch",
  "Betoneira 150 L": "concrete-mixer",
  'Colher de Pedreiro 8"': "trowel",
  "Desempenadeira de Aço Dentada": "notched-trowel",
  "Cortador de Piso 60 cm": "tile-cutter",
  "Serra Mármore 1300W": "marble-saw",
  "Andaime Tubular 1 m": "scaffold",
  "Vibrador de Concreto 1,5 cv": "concrete-vibrator",
  "Martelo Demolidor 15 kg": "demolition-hammer",
  "Nível a Laser de Linhas": "laser-level",
  "Enxada Larga 2,5 lb": "hoe",
  "Roçadeira a Gasolina 52cc": "brush-cutter",
  'Motosserra 18" 45cc': "chainsaw",
  "Pulverizador Costal 20 L": "sprayer",
  "Tesoura de Poda": "pruning-shears",
  "Cortador de Grama Elétrico 1200W": "lawn-mower",
  "Mangueira de Jardim 30 m": "garden-hose",
  "Ancinho 14 Dentes": "rake",
  'Motobomba a Gasolina 2"': "water-pump",
  "Cavadeira Articulada": "post-hole-digger",
  "Soprador de Folhas a Bateria 18V": "leaf-blower",
  "Chave Combinada": "adjustable-wrench",
  "Lavadora de Alta Pressão 1600 psi": "pressure-washer",
  "Furadeira e Parafusadeira de Impacto a Bateria": "drill",
  "Bateria 18V 4,0 Ah": "battery-pack",
  'Disco de Corte 4 1/2" (10 unidades)': "cutting-discs",
  "Jogo de Brocas 15 peças": "drill-bits",
};

const SIZE = 800;

export const SHOT_VIEWS = ["front", "detail", "in-use", "packaging"] as const;
export type ShotView = (typeof SHOT_VIEWS)[number];

/** Each view's name in every language, for the pictures' alternative texts ("… — detalhe"). */
export const SHOT_VIEW_NAMES: Readonly<Record<ShotView, Readonly<Record<Locale, string>>>> = {
  front: { pt: "vista frontal", en: "front view", es: "vista frontal" },
  detail: { pt: "detalhe", en: "detail", es: "detalle" },
  "in-use": { pt: "em uso", en: "in use", es: "en uso" },
  packaging: { pt: "embalagem", en: "packaging", es: "embalaje" },
};

/** How many pictures the demo product at `index` gets: 2, 3 or 4, varied but fixed. */
export function demoShotCount(index: number): 2 | 3 | 4 {
  return ([4, 3, 2, 4, 3] as const)[index % 5]!;
}

function svgDoc(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;
}

const studio = `<defs><radialGradient id="studio" cx="0.5" cy="0.42" r="0.75">
  <stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#f0f1f3"/>
  <stop offset="1" stop-color="#d9dce1"/></radialGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#studio)"/>`;

// Bottom left: the corner shops leave free (cards put their offer badge top left, galleries their
// zoom button top right and their counter bottom right).
function brandMark(p: ShotProduct, x = 40, y = 762): string {
  const ink = inkOn(p.brandColor);
  // A light plate keeps the name readable where a zoomed product runs under it; its width is
  // DejaVu Sans Bold's capitals at 28 px with the letter spacing, rounded up.
  const plate = 40 + p.brandName.length * 23;
  return `<rect x="${x - 14}" y="${y - 40}" width="${plate}" height="56" rx="14" fill="#ffffff" fill-opacity="0.85"/>
  <rect x="${x}" y="${y - 30}" width="6" height="36" rx="3" fill="${ink}"/>
  <text x="${x + 18}" y="${y}" font-family="${FONT}" font-size="28" font-weight="bold"
    letter-spacing="2" fill="${ink}">${escapeXml(p.brandName.toUpperCase())}</text>`;
}

function front(p: ShotProduct, box: Box): string {
  const target = { cx: 400, cy: 385, w: 560, h: 540 };
  const { markup, scale } = fitFigure(p.kind, p.brandColor, box, target);
  const bottom = target.cy + (box.h * scale) / 2;
  const rx = Math.max(120, (box.w * scale) / 2.1);
  return svgDoc(
    `${studio}${shadow("contact", 400, bottom + 14, rx, 26, 0.32)}${markup}${brandMark(p)}`,
  );
}

function detail(p: ShotProduct, box: Box): string {
  const [fx, fy] = kindPicture(p.kind).focus ?? [0.3, 0.3];
  // 160 % of the front shot, with the focus point moved to the middle of the frame.
  const base = Math.min(560 / box.w, 540 / box.h);
  const scale = base * 1.6;
  const cx = 400 - (fx - 0.5) * box.w * scale;
  const cy = 400 - (fy - 0.5) * box.h * scale;
  const { markup } = fitFigure(p.kind, p.brandColor, box, { cx, cy, w: 560, h: 540, zoom: 1.6 });
  const ink = inkOn(p.brandColor);
  return svgDoc(`${studio}
  <clipPath id="frame"><rect x="28" y="28" width="744" height="744" rx="28"/></clipPath>
  <g clip-path="url(#frame)">${markup}</g>
  <rect x="28" y="28" width="744" height="744" rx="28" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="4"/>
  <circle cx="700" cy="700" r="46" fill="#ffffff" stroke="${ink}" stroke-width="4"/>
  <g transform="translate(672 672) scale(2.33)" fill="none" stroke="${ink}" stroke-width="2"
    stroke-linecap="round" stroke-linejoin="round">${iconMarkup("zoom-in")}</g>
  ${brandMark(p, 60, 736)}`);
}

interface Scene {
  backdrop: readonly [string, string];
  /** Drawn over the backdrop: the surface the product stands on and what is behind it. */
  scenery: string;
  /** Where the product's lowest point touches the surface. */
  contact: number;
}

const SCENES: Record<ShotSetting, Scene> = {
  // A wooden work bench in front of a pegboard wall.
  bench: {
    backdrop: ["#f3f0ea", "#e3ded6"],
    scenery: `<pattern id="peg" width="40" height="40" patternUnits="userSpaceOnUse">
      <circle cx="20" cy="20" r="4" fill="#cfc8bd"/></pattern>
    <rect y="100" width="800" height="400" fill="url(#peg)"/>
    <rect y="500" width="800" height="190" fill="url(#wood)"/>
    <rect y="686" width="800" height="114" fill="#9c7046"/>
    <rect y="686" width="800" height="8" fill="#b98a5c"/>
    <g fill="none" stroke="#a57a4e" stroke-opacity="0.4" stroke-width="3">
      <path d="M0 560 C200 552 420 572 800 558"/><path d="M0 630 C260 640 520 616 800 634"/></g>`,
    contact: 640,
  },
  // A warehouse floor with a yellow lane marking, racking in the back.
  floor: {
    backdrop: ["#eef1f4", "#d8dde3"],
    scenery: `<g fill="none" stroke="#c3cad3" stroke-width="10">
      <path d="M60 120 V520 M300 120 V520 M540 120 V520 M780 120 V520"/>
      <path d="M60 250 H780 M60 390 H780"/></g>
    <rect y="520" width="800" height="280" fill="url(#concrete)"/>
    <rect y="516" width="800" height="8" fill="#b8bec6"/>
    <polygon points="0,740 800,712 800,740 0,772" fill="#f2c230"/>`,
    contact: 690,
  },
  // Grass under an open sky, hills far behind.
  ground: {
    backdrop: ["#dcebf5", "#f6f4ec"],
    scenery: `<path d="M0 470 C160 400 300 420 420 455 C560 400 700 410 800 450 L800 520 L0 520 Z" fill="#c5dbb0"/>
    <rect y="500" width="800" height="300" fill="url(#grass)"/>
    <path d="M0 502 H800" stroke="#6f9a4c" stroke-width="4"/>`,
    contact: 690,
  },
};

function inUse(p: ShotProduct, box: Box): string {
  const { backdrop, scenery, contact } = SCENES[kindPicture(p.kind).setting];
  const scale = Math.min(460 / box.w, 400 / box.h);
  // The tilted figure's lowest point rests on the surface.
  const target = { cx: 400, cy: contact - (box.h * scale) / 2, w: 460, h: 400 };
  const { markup } = fitFigure(p.kind, p.brandColor, box, target);
  const rx = Math.max(100, (box.w * scale) / 2.5);
  return svgDoc(`<defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c99c6b"/><stop offset="1" stop-color="#dcb88e"/></linearGradient>
    <linearGradient id="concrete" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#b9bec5"/><stop offset="1" stop-color="#d3d7dc"/></linearGradient>
    <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7fb055"/><stop offset="1" stop-color="#9cc772"/></linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#backdrop)"/>${scenery}
  ${shadow("contact", 400, contact + 4, rx, 18, 0.4)}${markup}${brandMark(p)}`);
}

async function packaging(p: ShotProduct, box: Box): Promise<Buffer> {
  const color = p.brandColor;
  const onBox = luminance(color) > 0.3 ? "#1b1b1b" : "#ffffff";
  const [x, y, w, h, depth] = [150, 150, 420, 520, 90];
  const windowSize = 300;
  const figure = fitFigure(p.kind, color, box, {
    cx: x + w / 2,
    cy: y + 110 + windowSize / 2,
    w: windowSize * 0.78,
    h: windowSize * 0.78,
  });
  const svg = svgDoc(`${studio}
  ${shadow("contact", x + w / 2 + depth / 2, y + h + 10, w / 2 + depth, 28, 0.35)}
  <polygon points="${x},${y} ${x + depth},${y - depth * 0.55} ${x + w + depth},${y - depth * 0.55} ${x + w},${y}"
    fill="${mix(color, "#ffffff", 0.25)}"/>
  <polygon points="${x + w},${y} ${x + w + depth},${y - depth * 0.55} ${x + w + depth},${y + h - depth * 0.55} ${x + w},${y + h}"
    fill="${mix(color, "#000000", 0.3)}"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}"/>
  <rect x="${x}" y="${y + h - 12}" width="${w}" height="12" fill="${mix(color, "#000000", 0.15)}"/>
  <text x="${x + 30}" y="${y + 66}" font-family="${FONT}" font-size="40" font-weight="bold"
    letter-spacing="2" fill="${onBox}">${escapeXml(p.brandName.toUpperCase())}</text>
  <rect x="${x + (w - windowSize) / 2}" y="${y + 110}" width="${windowSize}" height="${windowSize}" rx="22" fill="#ffffff"/>
  ${figure.markup}`);
  const name = await textBlock(p.name, {
    size: 28,
    width: w - 60,
    color: onBox,
    bold: true,
    maxLines: 2,
  });
  return sharp(Buffer.from(svg))
    .composite([{ input: name.input, left: x + 30, top: y + 110 + windowSize + 22 }])
    .png(FAST_PNG)
    .toBuffer();
}

/**
 * `count` pictures of the product, 800×800 PNG: front, detail, in use and packaging, in that
 * order (the first is the cover).
 */
export async function productShots(p: ShotProduct, count: 2 | 3 | 4): Promise<Buffer[]> {
  const [box, tilted] = await Promise.all([figureBox(p.kind), figureBox(p.kind, -8)]);
  const views = SHOT_VIEWS.slice(0, count);
  return Promise.all(
    views.map((view) => {
      switch (view) {
        case "front":
          return png(front(p, box));
        case "detail":
          return png(detail(p, box));
        case "in-use":
          return png(inUse(p, tilted));
        case "packaging":
          return packaging(p, box);
      }
    }),
  );
}

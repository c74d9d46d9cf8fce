import sharp from "sharp";
import { DEMO_BRANDS, type DEMO_POSTERS } from "./demo-data";
import {
  escapeXml,
  FAST_PNG,
  figureBox,
  fitFigure,
  FONT,
  shadow,
  textBlock,
} from "./demo-picture-kit";
import type { ProductKind } from "./demo-picture-kinds";
import type { Locale } from "~/i18n/languages";

// Demo posters as campaign banners: the headline and sub-line in the shopper's
// language drawn into the picture, with two or three of the shop's products beside them.

export type BannerLocale = Locale;

export interface BannerProduct {
  kind: ProductKind;
  color: string;
}

export interface CampaignBanner {
  headline: Record<BannerLocale, string>;
  subline: Record<BannerLocale, string>;
  locale: BannerLocale;
  colors: readonly [string, string];
  /** Two or three products shown on cards at the right. */
  products: readonly BannerProduct[];
  shopName: string;
}

const W = 1200;
const H = 450;
// A carousel lays its previous and next buttons over the banner's sides and its dots over its
// bottom: on a 375 px phone a 44 px button covers some 170 px of the banner's 1200. Text and
// cards keep clear of those strips.
const TEXT_LEFT = 170;
const CONTROLS = 50;
// The text keeps to the left 60 %; the cards take the rest.
const TEXT_WIDTH = W * 0.6 - TEXT_LEFT - 56;

function brandColor(name: (typeof DEMO_BRANDS)[number]["name"]): string {
  return DEMO_BRANDS.find((b) => b.name === name)!.color;
}

type PosterTitle = (typeof DEMO_POSTERS)[number]["title"];

/** Texts and products of each demo poster's banner, by the poster's Portuguese title. */
export const DEMO_POSTER_CAMPAIGNS: Readonly<
  Record<PosterTitle, Pick<CampaignBanner, "headline" | "subline" | "products">>
> = {
  "Ofertas da semana": {
    headline: { pt: "Ofertas da semana", en: "Deals of the week", es: "Ofertas de la semana" },
    subline: {
      pt: "Ferramentas, máquinas e jardim com preço especial",
      en: "Tools, machines and garden gear at special prices",
      es: "Herramientas, máquinas y jardín a precio especial",
    },
    products: [
      { kind: "wrench-set", color: brandColor("Tramontina") },
      { kind: "drill", color: brandColor("Bosch") },
      { kind: "floor-jack", color: brandColor("Vonder") },
    ],
  },
  "Máquinas elétricas": {
    headline: { pt: "Máquinas elétricas", en: "Electric machines", es: "Máquinas eléctricas" },
    subline: {
      pt: "Furadeiras, serras e esmerilhadeiras das melhores marcas",
      en: "Drills, saws and grinders from the leading brands",
      es: "Taladros, sierras y amoladoras de las mejores marcas",
    },
    products: [
      { kind: "angle-grinder", color: brandColor("Bosch") },
      { kind: "drill", color: brandColor("Makita") },
      { kind: "circular-saw", color: brandColor("Makita") },
    ],
  },
  "Jardim e agricultura": {
    headline: {
      pt: "Jardim e agricultura",
      en: "Garden and agriculture",
      es: "Jardín y agricultura",
    },
    subline: {
      pt: "Tudo para cuidar do jardim e da lavoura",
      en: "Everything to look after the garden and the field",
      es: "Todo para cuidar el jardín y el campo",
    },
    products: [
      { kind: "lawn-mower", color: brandColor("Tekna") },
      { kind: "chainsaw", color: brandColor("Husqvarna") },
      { kind: "pruning-shears", color: brandColor("Tramontina") },
    ],
  },
};

/**
 * A demo poster's title in `locale`: its banner's headline and sub-line. The banner shows them in
 * the default language; the title, the picture's alternative text, gives them in every one.
 */
export function demoPosterTitle(title: PosterTitle, locale: BannerLocale): string {
  const { headline, subline } = DEMO_POSTER_CAMPAIGNS[title];
  return `${headline[locale]} — ${subline[locale]}`;
}

interface CardPlace {
  cx: number;
  cy: number;
  w: number;
  h: number;
  rotate: number;
  /** Which of the banner's products this card shows. */
  product: number;
}

// Fixed layouts for two and three cards, mostly clear of the right strip (see TEXT_LEFT). The
// first product takes the middle card of three, drawn last so it sits on top.
const CARD_LAYOUTS: Record<number, CardPlace[]> = {
  2: [
    { cx: 800, cy: 218, w: 190, h: 236, rotate: -5, product: 0 },
    { cx: 980, cy: 206, w: 190, h: 236, rotate: 5, product: 1 },
  ],
  3: [
    { cx: 748, cy: 228, w: 146, h: 188, rotate: -6, product: 1 },
    { cx: 1016, cy: 232, w: 146, h: 188, rotate: 6, product: 2 },
    { cx: 882, cy: 204, w: 162, h: 208, rotate: 2, product: 0 },
  ],
};

async function card(product: BannerProduct, place: CardPlace, i: number): Promise<string> {
  const box = await figureBox(product.kind);
  const { w, h } = place;
  const figure = fitFigure(product.kind, product.color, box, {
    cx: 0,
    cy: -h * 0.06,
    w: w * 0.8,
    h: h * 0.62,
  });
  const bottom = -h * 0.06 + (box.h * figure.scale) / 2;
  return `<g transform="translate(${place.cx} ${place.cy}) rotate(${place.rotate})">
    <filter id="lift${i}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>
    <rect x="${-w / 2 + 4}" y="${-h / 2 + 12}" width="${w}" height="${h}" rx="22" fill="#000000" opacity="0.28" filter="url(#lift${i})"/>
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="22" fill="url(#cardbg)"/>
    ${shadow(`contact${i}`, 0, bottom + 8, Math.max(36, (box.w * figure.scale) / 2.2), 9, 0.3)}
    ${figure.markup}</g>`;
}

/** A 1200×450 PNG campaign banner in `locale`. */
export async function campaignBanner(p: CampaignBanner): Promise<Buffer> {
  const layout = CARD_LAYOUTS[p.products.length] ?? CARD_LAYOUTS[3]!;
  const cards = await Promise.all(
    layout.map((place, i) => card(p.products[place.product % p.products.length]!, place, i)),
  );
  const [headline, subline] = await Promise.all([
    textBlock(p.headline[p.locale], {
      size: 62,
      width: TEXT_WIDTH,
      color: "#ffffff",
      bold: true,
      maxLines: 2,
    }),
    textBlock(p.subline[p.locale], {
      size: 28,
      width: TEXT_WIDTH,
      color: "#eef2f6",
      maxLines: 2,
    }),
  ]);
  const gap = 30;
  // Centred above the bottom strip where a carousel puts its dots.
  const top = Math.max(
    84,
    Math.round((H - CONTROLS - (headline.height + gap + subline.height)) / 2) + 24,
  );
  const [from, to] = p.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000000" stop-opacity="0.28"/>
      <stop offset="0.65" stop-color="#000000" stop-opacity="0"/></linearGradient>
    <radialGradient id="cardbg" cx="0.5" cy="0.4" r="0.8">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4e7eb"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="${W - 230}" cy="${H / 2}" r="300" fill="#ffffff" opacity="0.08"/>
  <circle cx="${W - 230}" cy="${H / 2}" r="205" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="28"/>
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
  <text x="${TEXT_LEFT}" y="52" font-family="${FONT}" font-size="22" font-weight="bold"
    letter-spacing="1" fill="#ffffff" fill-opacity="0.88">${escapeXml(p.shopName)}</text>
  <rect x="${TEXT_LEFT}" y="${top - 26}" width="64" height="8" rx="4" fill="#ffffff" opacity="0.85"/>
  ${cards.join("")}
</svg>`;
  return sharp(Buffer.from(svg))
    .composite([
      { input: headline.input, left: TEXT_LEFT, top },
      { input: subline.input, left: TEXT_LEFT, top: top + headline.height + gap },
    ])
    .png(FAST_PNG)
    .toBuffer();
}

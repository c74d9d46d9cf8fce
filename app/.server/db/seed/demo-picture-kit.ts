import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { kindPicture, type IconPart, type ProductKind } from "./demo-picture-kinds";

// Drawing pieces shared by the demo product shots and campaign banners: Tabler icons read from
// node_modules, colours, the product figure and text laid out by Pango. Everything is drawn
// locally and deterministically (same input, same bytes), so content hashes stay stable.

export const FONT = "DejaVu Sans, Liberation Sans, sans-serif";

// Resolved from this module rather than the working directory: under tsx this file is in
// app/.server, in the bundled server (esbuild keeps node_modules external) it is build/.
const ICON_DIR = join(
  dirname(createRequire(import.meta.url).resolve("@tabler/icons/package.json")),
  "icons",
  "outline",
);

const iconCache = new Map<string, string>();

/** The inner elements of a Tabler outline icon (its invisible 24×24 bounding path dropped). */
export function iconMarkup(name: string): string {
  let markup = iconCache.get(name);
  if (markup === undefined) {
    const svg = readFileSync(join(ICON_DIR, `${name}.svg`), "utf8");
    markup = svg
      .replace(/^[\s\S]*?<svg[^>]*>/, "")
      .replace(/<\/svg>\s*$/, "")
      .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, "")
      .trim();
    iconCache.set(name, markup);
  }
  return markup;
}

/**
 * How far, in icon units, the sub-paths of an SVG path end from where they started (the largest
 * gap; 0 when closed). Tabler draws open strokes (a hook, a frame) next to closed outlines;
 * filling an open one paints a wedge along its implicit closing line, so only nearly closed ones
 * get a body.
 */
export function pathGap(d: string): number {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  // How many numbers each command takes; the point it ends on is the last two.
  const arity: Record<string, number> = { m: 2, l: 2, t: 2, h: 1, v: 1, c: 6, s: 4, q: 4, a: 7 };
  const gap = () => Math.hypot(x - startX, y - startY);
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let [largest, started] = [0, false];
  let cmd = "";
  let i = 0;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const op = cmd.toLowerCase();
    const rel = cmd === op;
    if (op === "z") {
      [x, y] = [startX, startY];
      continue;
    }
    const n = arity[op];
    if (n === undefined) return Infinity;
    const args = tokens.slice(i, i + n).map(Number);
    i += n;
    if (op === "m") {
      if (started) largest = Math.max(largest, gap());
      started = true;
    }
    if (op === "h") x = rel ? x + args[0]! : args[0]!;
    else if (op === "v") y = rel ? y + args[0]! : args[0]!;
    else [x, y] = rel ? [x + args[n - 2]!, y + args[n - 1]!] : [args[n - 2]!, args[n - 1]!];
    if (op === "m") {
      [startX, startY] = [x, y];
      cmd = rel ? "l" : "L";
    }
  }
  return Math.max(largest, gap());
}

// A hammer's handle is drawn open where the head covers its end (a gap of 4.2 units), a lawn
// mower's body is open along its whole underside (13.9): fill the first, not the second.
const FILL_GAP = 6;

/** Only the closed outlines of an icon's markup, for the body fill. */
function closedShapes(markup: string): string {
  return (markup.match(/<path\b[^>]*\/>/g) ?? [])
    .filter((el) => pathGap(/\sd="([^"]*)"/.exec(el)?.[1] ?? "") <= FILL_GAP)
    .join("");
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The drawn pictures are only ever decoded again (to WebP): the fastest compression will do. */
export const FAST_PNG = { compressionLevel: 1 } as const;

export function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png(FAST_PNG).toBuffer();
}

// Colours ---------------------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes `hex` towards `toward` by `amount` (0..1). */
export function mix(hex: string, toward: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(toward);
  const c = a.map((v, i) => Math.round(v + (b[i]! - v) * amount));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** Relative luminance (WCAG), to pick dark or light text and outlines. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The brand colour as ink on a light background: light colours (yellow) are darkened. */
export function inkOn(hex: string): string {
  return luminance(hex) > 0.3 ? mix(hex, "#000000", 0.35) : hex;
}

// The product figure ------------------------------------------------------------------------------

function partTransform(p: IconPart): string {
  const s = p.s ?? 1;
  const sx = s * (p.sx ?? 1) * (p.flip ? -1 : 1);
  const sy = s * (p.sy ?? 1);
  return `translate(${12 + (p.x ?? 0)} ${12 + (p.y ?? 0)}) rotate(${p.r ?? 0}) scale(${sx} ${sy}) translate(-12 -12)`;
}

const STROKE = 2.3;

/**
 * The product in the 24×24 icon space, drawn like a moulded object rather than a line icon:
 * each part gets a body in a lighter shade of the brand colour filling its closed shapes, a dark
 * rim, its outline in the brand colour and a thin sheen. Parts are drawn back to front, so a
 * later part hides what it covers.
 */
export function figureMarkup(kind: ProductKind, color: string): string {
  const rim = mix(color, "#000000", 0.45);
  const sheen = mix(color, "#ffffff", 0.6);
  const id = `body${color.replace("#", "")}`;
  const defs = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="${mix(color, "#ffffff", 0.62)}"/>
    <stop offset="1" stop-color="${mix(color, "#ffffff", 0.3)}"/></linearGradient></defs>`;
  const parts = kindPicture(kind).parts.map((p) => {
    const icon = iconMarkup(p.icon);
    // Scaled-down parts would get thinner lines; keep one line weight across the figure.
    const scale = (p.s ?? 1) * Math.sqrt((p.sx ?? 1) * (p.sy ?? 1));
    const w = (width: number) => (width / scale).toFixed(3);
    return `<g transform="${partTransform(p)}" fill="none" stroke-linecap="round" stroke-linejoin="round">
  <g style="fill:url(#${id})" stroke="none" color="${color}">${closedShapes(icon)}</g>
  <g stroke="${rim}" color="${rim}" stroke-width="${w(STROKE + 0.9)}">${icon}</g>
  <g stroke="${color}" color="${color}" stroke-width="${w(STROKE)}">${icon}</g>
  <g stroke="${sheen}" color="${sheen}" stroke-width="${w(0.35)}" opacity="0.55" transform="translate(-0.2 -0.2)">${icon}</g></g>`;
  });
  return defs + parts.join("");
}

/** The figure's drawn extent in icon units, after turning it `rotate` degrees about (12, 12). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  rotate: number;
}

const MEASURE_SCALE = 10;
const MEASURE_MARGIN = 8;
const boxes = new Map<string, Promise<Box>>();

/** Measures the figure by rendering it once and trimming the empty margin (cached). */
export function figureBox(kind: ProductKind, rotate = 0): Promise<Box> {
  const key = `${kind}@${rotate}`;
  let box = boxes.get(key);
  if (!box) {
    const size = (24 + 2 * MEASURE_MARGIN) * MEASURE_SCALE;
    const view = `${-MEASURE_MARGIN} ${-MEASURE_MARGIN} ${24 + 2 * MEASURE_MARGIN} ${24 + 2 * MEASURE_MARGIN}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${view}">
      <g transform="rotate(${rotate} 12 12)">${figureMarkup(kind, "#000000")}</g></svg>`;
    box = sharp(Buffer.from(svg))
      .trim()
      .toBuffer({ resolveWithObject: true })
      .then(({ info }) => ({
        x: -(info.trimOffsetLeft ?? 0) / MEASURE_SCALE - MEASURE_MARGIN,
        y: -(info.trimOffsetTop ?? 0) / MEASURE_SCALE - MEASURE_MARGIN,
        w: info.width / MEASURE_SCALE,
        h: info.height / MEASURE_SCALE,
        rotate,
      }));
    boxes.set(key, box);
  }
  return box;
}

/**
 * Places the figure so its box fits `w`×`h` pixels centred on (cx, cy), `zoom` times larger;
 * returns the markup and the scale from icon units to pixels.
 */
export function fitFigure(
  kind: ProductKind,
  color: string,
  box: Box,
  target: { cx: number; cy: number; w: number; h: number; zoom?: number },
): { markup: string; scale: number } {
  const scale = Math.min(target.w / box.w, target.h / box.h) * (target.zoom ?? 1);
  const ox = box.x + box.w / 2;
  const oy = box.y + box.h / 2;
  const transform = `translate(${target.cx} ${target.cy}) scale(${scale.toFixed(4)}) translate(${(-ox).toFixed(4)} ${(-oy).toFixed(4)}) rotate(${box.rotate} 12 12)`;
  return { markup: `<g transform="${transform}">${figureMarkup(kind, color)}</g>`, scale };
}

/**
 * A soft contact shadow: an ellipse filled with a radial gradient that fades to nothing at its
 * rim (the gradient id must be unique in its document). It looks like a blurred ellipse, which
 * it replaced: librsvg's blur filter was half of a product shot's drawing time.
 */
export function shadow(id: string, cx: number, cy: number, rx: number, ry: number, opacity = 0.3) {
  // A blur of ry × 0.6 spreads the edge some 1.2 ry outwards; the gradient covers the same area.
  const [outerX, outerY] = [rx + ry * 1.2, ry * 2.2];
  return `<radialGradient id="${id}">
    <stop offset="0" stop-color="#1d232b" stop-opacity="${opacity}"/>
    <stop offset="0.45" stop-color="#1d232b" stop-opacity="${(opacity * 0.75).toFixed(3)}"/>
    <stop offset="0.75" stop-color="#1d232b" stop-opacity="${(opacity * 0.3).toFixed(3)}"/>
    <stop offset="1" stop-color="#1d232b" stop-opacity="0"/></radialGradient>
  <ellipse cx="${cx}" cy="${cy}" rx="${outerX.toFixed(1)}" ry="${outerY.toFixed(1)}" fill="url(#${id})"/>`;
}

// Text --------------------------------------------------------------------------------------------

export interface TextBlock {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * Wrapped text rendered by Pango (bundled with sharp), which measures the real glyphs; an SVG
 * `<text>` cannot wrap. Shrinks the size until the text fits in `maxLines` lines.
 */
export async function textBlock(
  text: string,
  opts: { size: number; width: number; color: string; bold?: boolean; maxLines?: number },
): Promise<TextBlock> {
  let size = opts.size;
  for (;;) {
    const weight = opts.bold ? "bold" : "normal";
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="${opts.color}" font_weight="${weight}">${escapeXml(text)}</span>`,
        font: `${FONT} ${size}`,
        width: opts.width,
        rgba: true,
        wrap: "word",
        dpi: 72,
        spacing: Math.round(size * 0.12),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    const lines = Math.round(info.height / (size * 1.3));
    if (lines <= (opts.maxLines ?? 3) || size <= 12) {
      return { input: data, width: info.width, height: info.height };
    }
    size = Math.round(size * 0.88);
  }
}

// What each demo product looks like, drawn from Tabler Icons (MIT, node_modules/@tabler/icons).
// Tabler has no screwdriver, drill, saw, pliers, hose or concrete mixer, so those kinds are put
// together from several of its icons; demo-pictures.ts draws them.

/** A Tabler outline icon in the 24×24 icon space: moved, turned and scaled about its centre. */
export interface IconPart {
  icon: string;
  x?: number;
  y?: number;
  /** Uniform scale; `sx` and `sy` stretch on top of it (a long level, a flat plate). */
  s?: number;
  sx?: number;
  sy?: number;
  /** Degrees, clockwise. */
  r?: number;
  flip?: boolean;
}

/** Where the "in use" shot puts the product: on a work bench, a warehouse floor or the ground. */
export type ShotSetting = "bench" | "floor" | "ground";

export interface KindPicture {
  parts: readonly IconPart[];
  setting: ShotSetting;
  /** The point of the product the detail shot zooms into, as fractions of its bounding box. */
  focus?: readonly [number, number];
}

const drillBody = (tip: IconPart): IconPart[] => [
  { icon: "battery-vertical", x: -2.5, y: 5, s: 0.62, r: -12 },
  { icon: "battery", x: -1.5, y: -4.5, s: 0.85 },
  tip,
];

const motorWithBlade = (blade: IconPart): IconPart[] => [
  blade,
  { icon: "battery", x: 3, y: -1, s: 0.85 },
];

export const KIND_PICTURES = {
  "wrench-set": {
    parts: [
      { icon: "tool", x: -7, y: 1.2, s: 0.62, r: 45 },
      { icon: "tool", x: 0, y: 0.4, s: 0.7, r: 45 },
      { icon: "tool", x: 7, y: -0.4, s: 0.78, r: 45 },
    ],
    setting: "bench",
    focus: [0.5, 0.25],
  },
  hammer: { parts: [{ icon: "hammer" }], setting: "bench", focus: [0.7, 0.3] },
  pliers: { parts: [{ icon: "cut", r: 90 }], setting: "bench", focus: [0.5, 0.7] },
  "screwdriver-set": {
    parts: [
      { icon: "chisel", x: -6, s: 0.75, r: 45 },
      { icon: "chisel", x: 0, s: 0.85, r: 45 },
      { icon: "chisel", x: 6, s: 0.75, r: 45 },
    ],
    setting: "bench",
    focus: [0.5, 0.2],
  },
  "tape-measure": {
    parts: [
      { icon: "ruler-3", x: 5, y: 6, s: 0.55 },
      { icon: "square-rounded", x: -3, y: -2, s: 0.8 },
      { icon: "circle", x: -3, y: -2, s: 0.35 },
    ],
    setting: "bench",
  },
  "hand-saw": {
    parts: [
      { icon: "ruler-3", x: 3, y: 1, s: 0.9, sx: 1.05, r: 172, flip: true },
      { icon: "mouse", x: -8, y: -1, s: 0.5, r: -20 },
    ],
    setting: "bench",
    focus: [0.6, 0.7],
  },
  "socket-set": {
    parts: [
      { icon: "tool", y: -5, s: 0.75, r: -45 },
      { icon: "nut", x: -7.5, y: 6, s: 0.36 },
      { icon: "nut", x: -2.5, y: 6, s: 0.4 },
      { icon: "nut", x: 2.5, y: 6, s: 0.44 },
      { icon: "nut", x: 7.5, y: 6, s: 0.48 },
    ],
    setting: "bench",
  },
  "adjustable-wrench": { parts: [{ icon: "tool" }], setting: "bench", focus: [0.25, 0.25] },
  "spirit-level": {
    parts: [
      { icon: "ruler-3", s: 1, sx: 1.2 },
      { icon: "circle", s: 0.2 },
    ],
    setting: "bench",
  },
  hacksaw: {
    parts: [
      { icon: "minus", y: -5, sx: 1.25 },
      { icon: "minus-vertical", x: -8.75, y: -1.5, s: 0.5 },
      { icon: "minus-vertical", x: 8.75, y: -1.5, s: 0.5 },
      { icon: "ruler-3", y: 2.5, s: 0.97, sy: 0.35, r: 180, flip: true },
      { icon: "battery-vertical", x: -10, y: 6, s: 0.45, r: -20 },
    ],
    setting: "bench",
  },
  drill: {
    parts: drillBody({ icon: "minus", x: 9, y: -4.5, s: 0.4 }),
    setting: "bench",
    focus: [0.8, 0.2],
  },
  "cordless-screwdriver": {
    parts: drillBody({ icon: "chisel", x: 8.5, y: -4.5, s: 0.45, r: -135 }),
    setting: "bench",
    focus: [0.4, 0.8],
  },
  "angle-grinder": {
    parts: motorWithBlade({ icon: "disc", x: -6, y: 3, s: 0.62 }),
    setting: "bench",
    focus: [0.2, 0.6],
  },
  "circular-saw": {
    parts: [
      { icon: "settings", y: 2, s: 0.95 },
      { icon: "battery", y: -5.5, s: 0.75 },
    ],
    setting: "bench",
    focus: [0.5, 0.7],
  },
  "orbital-sander": {
    parts: [
      { icon: "mouse", y: -1, s: 0.8, r: 90 },
      { icon: "rectangle", y: 6, s: 1, sy: 0.35 },
    ],
    setting: "bench",
  },
  "trim-router": {
    parts: [
      { icon: "cylinder", y: -2, s: 0.8 },
      { icon: "rectangle", y: 7, s: 1, sy: 0.3 },
    ],
    setting: "bench",
  },
  "heat-gun": {
    parts: drillBody({ icon: "flame", x: 10, y: -4.5, s: 0.45, r: 90 }),
    setting: "bench",
    focus: [0.8, 0.2],
  },
  jigsaw: {
    parts: [
      { icon: "wave-saw-tool", y: 7, s: 0.5, r: 90 },
      { icon: "battery", y: -4, s: 0.9 },
      { icon: "rectangle", y: 1.5, s: 0.95, sy: 0.18 },
    ],
    setting: "bench",
  },
  "drill-press": {
    parts: [
      { icon: "hammer-drill", y: -3, s: 0.8 },
      { icon: "rectangle", y: 8, s: 0.9, sy: 0.25 },
    ],
    setting: "bench",
  },
  wheelbarrow: { parts: [{ icon: "garden-cart" }], setting: "ground" },
  "pallet-truck": { parts: [{ icon: "forklift" }], setting: "floor" },
  "platform-trolley": { parts: [{ icon: "truck-loading" }], setting: "floor" },
  "chain-hoist": {
    parts: [
      { icon: "circle", y: -10, s: 0.25 },
      { icon: "link", y: 3, s: 0.4, r: 45 },
      { icon: "square-rounded", y: -4, s: 0.5 },
      { icon: "fish-hook", y: 8, s: 0.45 },
    ],
    setting: "floor",
  },
  "floor-jack": { parts: [{ icon: "car-lifter" }], setting: "floor" },
  "ratchet-strap": {
    parts: [
      { icon: "minus", s: 1.2 },
      { icon: "fish-hook", x: -9, s: 0.5, r: 90 },
      { icon: "fish-hook", x: 9, s: 0.5, r: -90, flip: true },
      { icon: "square-rounded", s: 0.42 },
    ],
    setting: "floor",
  },
  "hand-truck": { parts: [{ icon: "trolley" }], setting: "floor" },
  winch: {
    parts: [
      { icon: "fish-hook", x: 6, y: 5, s: 0.6 },
      { icon: "barrel", x: -3, y: -3, s: 0.7, r: 90 },
    ],
    setting: "floor",
  },
  "concrete-mixer": {
    parts: [
      { icon: "wheel", x: -5, y: 7, s: 0.4 },
      { icon: "bucket", x: 1, y: -3, s: 0.85, r: -35 },
    ],
    setting: "ground",
  },
  trowel: { parts: [{ icon: "trowel" }], setting: "ground" },
  "notched-trowel": {
    parts: [
      { icon: "minus-vertical", y: 0, s: 0.25 },
      { icon: "ruler-3", y: 4, s: 1.05, sy: 0.45, r: 180, flip: true },
      { icon: "mouse", y: -4, s: 0.5, r: 90 },
    ],
    setting: "ground",
  },
  "tile-cutter": {
    parts: [
      { icon: "wall", x: -3, y: 2, s: 0.75 },
      { icon: "cut", x: 6, y: -5, s: 0.55 },
    ],
    setting: "ground",
  },
  "marble-saw": {
    parts: motorWithBlade({ icon: "settings", x: -6, y: 3, s: 0.62 }),
    setting: "ground",
  },
  scaffold: {
    parts: [
      { icon: "ladder", x: -5, s: 0.9 },
      { icon: "ladder", x: 5, s: 0.9 },
      { icon: "minus", y: -9, s: 1.2 },
    ],
    setting: "ground",
  },
  "concrete-vibrator": {
    parts: [
      { icon: "minus", x: 1, y: 1, s: 0.7, r: 45 },
      { icon: "engine", x: -5, y: -4, s: 0.6 },
      { icon: "needle", x: 6, y: 6, s: 0.55 },
    ],
    setting: "ground",
  },
  "demolition-hammer": { parts: [{ icon: "hammer-drill" }], setting: "ground" },
  "laser-level": {
    parts: [
      { icon: "crosshair", s: 1.05 },
      { icon: "cube", s: 0.45 },
    ],
    setting: "ground",
  },
  hoe: { parts: [{ icon: "pick" }], setting: "ground" },
  "brush-cutter": {
    parts: [
      { icon: "minus", s: 1.3, r: 45 },
      { icon: "minus", s: 0.5, r: -45 },
      { icon: "engine", x: 6, y: -6, s: 0.5 },
      { icon: "settings", x: -7, y: 7, s: 0.45 },
    ],
    setting: "ground",
  },
  chainsaw: {
    parts: [
      { icon: "ruler-3", x: 5, s: 0.6 },
      { icon: "engine", x: -5, s: 0.6 },
    ],
    setting: "ground",
    focus: [0.8, 0.5],
  },
  sprayer: { parts: [{ icon: "spray" }], setting: "ground" },
  "pruning-shears": { parts: [{ icon: "scissors" }], setting: "ground" },
  "lawn-mower": { parts: [{ icon: "lawn-mower" }], setting: "ground", focus: [0.6, 0.7] },
  "garden-hose": {
    parts: [
      { icon: "spiral", x: -2, y: 1, s: 0.9 },
      { icon: "droplets", x: 7, y: -7, s: 0.4 },
    ],
    setting: "ground",
  },
  rake: { parts: [{ icon: "shovel-pitchforks" }], setting: "ground" },
  "water-pump": {
    parts: [
      { icon: "engine", x: -2, y: 1, s: 0.8 },
      { icon: "droplet", x: 8, y: -7, s: 0.4 },
    ],
    setting: "ground",
  },
  "post-hole-digger": {
    parts: [
      { icon: "shovel", x: -3, s: 0.9, r: -57 },
      { icon: "shovel", x: 3, s: 0.9, r: 57, flip: true },
    ],
    setting: "ground",
    focus: [0.5, 0.8],
  },
  "leaf-blower": {
    parts: [
      { icon: "wind", x: 2, y: -2, s: 0.8 },
      { icon: "leaf", x: -6, y: 6, s: 0.45 },
    ],
    setting: "ground",
  },
} as const satisfies Record<string, KindPicture>;

export type ProductKind = keyof typeof KIND_PICTURES;

/** A kind's picture, typed as every kind's (the table above keeps its literal types). */
export function kindPicture(kind: ProductKind): KindPicture {
  return KIND_PICTURES[kind];
}

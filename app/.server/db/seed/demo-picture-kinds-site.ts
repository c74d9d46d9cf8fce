import type { KindPicture } from "./demo-picture-types";
import { motorWithBlade } from "./demo-picture-kinds-tools";

// The demo's cargo handling, building site and garden kinds, drawn from Tabler icons
// (demo-picture-kinds.ts).

export const SITE_KINDS = {
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
  // A manual tile cutter: a long base under a rail on two posts, the scoring carriage and its lever.
  "tile-cutter": {
    parts: [
      { icon: "minus-vertical", x: -9.5, y: 1, s: 0.35 },
      { icon: "minus-vertical", x: 9.5, y: 1, s: 0.35 },
      { icon: "rectangle", y: 5, s: 1.1, sy: 0.32 },
      { icon: "minus", y: -2, s: 1.15 },
      { icon: "square-rounded", x: -2, y: -2, s: 0.3 },
      { icon: "minus", x: 3.5, y: -6, s: 0.6, r: -25 },
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
  // A hoe: a long handle and, at its top, a wide flat blade at right angles to it.
  hoe: {
    parts: [
      { icon: "minus", x: -1, y: 2, s: 1.45, r: -58 },
      { icon: "rectangle", x: 6.5, y: -5, s: 0.42, sx: 1.35, sy: 0.7, r: 32 },
    ],
    setting: "ground",
    focus: [0.8, 0.2],
  },
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
  "pressure-washer": {
    parts: [
      { icon: "engine", x: -4, y: 4, s: 0.7 },
      { icon: "spray", x: 6, y: -5, s: 0.5, r: 30 },
      { icon: "droplets", x: -6, y: -8, s: 0.3 },
    ],
    setting: "ground",
  },
  "leaf-blower": {
    parts: [
      { icon: "wind", x: 2, y: -2, s: 0.8 },
      { icon: "leaf", x: -6, y: 6, s: 0.45 },
    ],
    setting: "ground",
  },
} as const satisfies Record<string, KindPicture>;

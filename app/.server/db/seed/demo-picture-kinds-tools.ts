import type { IconPart, KindPicture } from "./demo-picture-types";

// The demo's hand tools and electric machines, drawn from Tabler icons (demo-picture-kinds.ts).

const drillBody = (tip: IconPart): IconPart[] => [
  { icon: "battery-vertical", x: -2.5, y: 5, s: 0.62, r: -12 },
  { icon: "battery", x: -1.5, y: -4.5, s: 0.85 },
  tip,
];

export const motorWithBlade = (blade: IconPart): IconPart[] => [
  blade,
  { icon: "battery", x: 3, y: -1, s: 0.85 },
];

export const TOOL_KINDS = {
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
  // An SDS rotary hammer: a long body over a rear grip, a side handle and a long bit.
  "rotary-hammer": {
    parts: [
      { icon: "battery-vertical", x: -7, y: 4.5, s: 0.6, r: -8 },
      { icon: "minus-vertical", x: 4.5, y: 3.5, s: 0.5, r: 12 },
      { icon: "battery", x: -1, y: -3, s: 0.85, sx: 1.3 },
      { icon: "minus", x: 12.5, y: -3, s: 0.6, sx: 1.4 },
    ],
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
  // Accessories (demo-links.ts).
  "battery-pack": {
    parts: [
      { icon: "battery-vertical", s: 0.9 },
      { icon: "bolt", y: 1, s: 0.35 },
    ],
    setting: "bench",
  },
  "cutting-discs": {
    parts: [
      { icon: "disc", x: -3, y: 2, s: 0.7 },
      { icon: "disc", x: 3, y: -2, s: 0.7 },
    ],
    setting: "bench",
  },
  "drill-bits": {
    parts: [
      { icon: "chisel", x: -5, s: 0.6, r: 45 },
      { icon: "chisel", x: 0, s: 0.7, r: 45 },
      { icon: "chisel", x: 5, s: 0.8, r: 45 },
    ],
    setting: "bench",
    focus: [0.5, 0.3],
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
} as const satisfies Record<string, KindPicture>;

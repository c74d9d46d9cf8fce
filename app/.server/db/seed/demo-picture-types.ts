// The shapes of a demo picture description (demo-picture-kinds*.ts), apart from the tables so
// they can import these without importing each other.

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

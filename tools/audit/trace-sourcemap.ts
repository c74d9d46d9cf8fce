import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// Names for the minified code in a trace (`npm run audit -- trace`, tools/audit/audit-trace.ts): the
// client build's source maps, kept out of build/client (tools/audit/audit-trace.ts builds them
// "hidden", so the served JavaScript is byte for byte the ordinary build's), read here with a
// small decoder of the source map format's mappings (base64 VLQ).

/** Where a position of a chunk comes from: the source file and the function's own name. */
export interface Original {
  source: string;
  name?: string;
}

interface RawMap {
  sources: string[];
  sourcesContent?: (string | null)[];
  names: string[];
  mappings: string;
}

/**
 * One line of mappings: [generated column, source, original line, original column, name], -1
 * for what a segment does not give.
 */
type Segment = [number, number, number, number, number];

interface DecodedMap {
  raw: RawMap;
  lines: Segment[][];
  sourceLines: Map<number, string[]>;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  // Source, original line and column and name are relative to the previous segment's, across
  // lines; the generated column restarts on each line.
  const state = [0, 0, 0, 0, 0];
  for (const line of mappings.split(";")) {
    const segments: Segment[] = [];
    state[0] = 0;
    for (const text of line.split(",")) {
      if (!text) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const c of text) {
        const digit = DIGIT.get(c) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      fields.forEach((delta, i) => (state[i] = (state[i] ?? 0) + delta));
      if (fields.length >= 4) {
        segments.push([
          state[0]!,
          state[1]!,
          state[2]!,
          state[3]!,
          fields.length > 4 ? state[4]! : -1,
        ]);
      } else {
        // Generated code with no source (a bundler's helper): not the previous segment's.
        segments.push([state[0]!, -1, -1, -1, -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** The package of a path inside node_modules, or the project's own file. */
export function ownerOfSource(source: string): string {
  const at = source.lastIndexOf("node_modules/");
  if (at < 0) return source.replace(/^(?:\.\.?\/)+/, "");
  const parts = source.slice(at + "node_modules/".length).split("/");
  return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** A function's name from the original source line it starts on, when the map names none. */
function nameFromSource(line: string | undefined, column: number): string | undefined {
  if (!line) return undefined;
  const from = line.slice(Math.max(0, column - 60), column + 80);
  const patterns = [
    /function\*?\s+([\w$]+)/,
    /([\w$]+)\s*[:=]\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)/,
    /^\s*(?:async\s+)?([\w$]+)\s*\([^)]*\)\s*\{/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(from);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** Source maps of one client build, found by chunk file name in `dir`. */
export class SourceMaps {
  private readonly maps = new Map<string, DecodedMap | null>();

  constructor(private readonly dir: string) {}

  private load(file: string): DecodedMap | null {
    if (this.maps.has(file)) return this.maps.get(file)!;
    const mapFile = path.join(this.dir, `${file}.map`);
    let decoded: DecodedMap | null = null;
    if (existsSync(mapFile)) {
      const raw = JSON.parse(readFileSync(mapFile, "utf8")) as RawMap;
      decoded = { raw, lines: decodeMappings(raw.mappings), sourceLines: new Map() };
    }
    this.maps.set(file, decoded);
    return decoded;
  }

  /** True when the chunk's map is there (else names stay the minified ones). */
  has(file: string): boolean {
    return this.load(file) !== null;
  }

  /**
   * The original source and function name of a position (0-based line and column, as a CPU
   * profile gives a function's start) in the chunk `file`; undefined without its map.
   */
  lookup(file: string, line: number, column: number): Original | undefined {
    const map = this.load(file);
    const segments = map?.lines[line];
    if (!map || !segments?.length) return undefined;
    let index = -1;
    for (let i = 0; i < segments.length && segments[i]![0] <= column; i++) index = i;
    if (index < 0) index = 0;
    const [, sourceIndex, originalLine, originalColumn] = segments[index]!;
    if (sourceIndex < 0) return undefined;
    const source = map.raw.sources[sourceIndex] ?? "?";
    // The name of the function: a named segment at or just after its start (the minifier maps
    // the identifier it renamed), else read from the original line.
    let name: string | undefined;
    for (let i = index; i < Math.min(segments.length, index + 3); i++) {
      const segment = segments[i]!;
      if (segment[1] !== sourceIndex || segment[2] !== originalLine) break;
      if (segment[4] >= 0) {
        name = map.raw.names[segment[4]];
        break;
      }
    }
    if (!name) {
      let lines = map.sourceLines.get(sourceIndex);
      if (!lines) {
        lines = (map.raw.sourcesContent?.[sourceIndex] ?? "").split("\n");
        map.sourceLines.set(sourceIndex, lines);
      }
      name = nameFromSource(lines[originalLine], originalColumn);
    }
    return { source, name };
  }
}

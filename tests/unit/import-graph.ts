import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One module's imports inside the scanned folders, by resolved file. */
export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(?:ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every module specifier a file names: static imports and re-exports, and `import()`. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      out.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * The import graph of the TypeScript files under `dirs`, resolved the way tsc resolves them (the
 * `~/` alias included). Type-only imports count: a cycle of types still ties two modules together.
 * Imports that leave the scanned folders (packages, React Router's generated `+types`) are dropped.
 */
export function importGraph(root: string, dirs: string[]): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const inside = (file: string) =>
    dirs.some((dir) => !path.relative(path.join(root, dir), file).startsWith(".."));
  const host = ts.createCompilerHost(config.options);
  const graph: ImportGraph = new Map();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const edges = new Set<string>();
    for (const specifier of specifiersOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, config.options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (inside(target) && SOURCE.test(target) && !target.endsWith(".d.ts")) edges.add(target);
    }
    graph.set(path.resolve(file), edges);
  }
  return graph;
}

/** Each group of modules that import one another in a ring (Tarjan's strongly connected components). */
export function cyclesOf(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const connect = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) out.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return out;
}

/**
 * The layers of the codebase and the direction of their imports (docs/decisions/017). ESLint's
 * no-restricted-imports rules (eslint.config.js) flag a wrong import in the editor; this test reads
 * every import of the tree, resolved, and fails on any cycle between layers, which a rule per folder
 * cannot see.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOTS = ["app", "db", "server", "server.ts", "scripts", "tests"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
/** Tests and their helpers are leaves: nothing imports them, so they cannot close a cycle. */
const TEST = /(\.test\.|\.testing\.|^tests\/)/;

/** app/ splits into its folders (app/content, app/routes...); its root modules are the layer "app". */
export function layerOf(file: string): string {
  const [top, second] = file.split("/");
  if (top === "app") return file.split("/").length > 2 ? `app/${second}` : "app";
  return top === "server.ts" ? "server" : top;
}

function sourceFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return SOURCE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = relative(".", resolve(dirname(from), specifier));
  else return undefined; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

export interface Edge {
  from: string;
  to: string;
}

/** Every resolved import, type-only and dynamic ones included. */
export function importEdges(files: string[]): Edge[] {
  return files.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, "utf8"), true, true)
      .importedFiles.map(({ fileName }) => resolveImport(file, fileName))
      .filter((to): to is string => to !== undefined)
      .map((to) => ({ from: file, to })),
  );
}

/** Groups of layers that import each other, directly or round a loop (Tarjan's strongly connected components). */
export function layerCycles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [layerOf(from), layerOf(to)];
    if (a === b) continue;
    next.set(a, (next.get(a) ?? new Set()).add(b));
    if (!next.has(b)) next.set(b, new Set());
  }
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!order.has(v)) visit(v);
  return cycles;
}

/** The imports that close each cycle, so the failure says which lines to change. */
function explain(cycle: string[], edges: Edge[]): string[] {
  const inCycle = new Set(cycle);
  return edges
    .filter((e) => layerOf(e.from) !== layerOf(e.to) && inCycle.has(layerOf(e.from)) && inCycle.has(layerOf(e.to)))
    .map((e) => `${e.from} -> ${e.to}`);
}

const all = importEdges(ROOTS.flatMap(sourceFiles));
const product = all.filter((e) => !TEST.test(e.from));

describe("layers", () => {
  it("finds a cycle when there is one (the check itself)", () => {
    const edges = [
      { from: "db/a.ts", to: "app/content/b.ts" },
      { from: "app/content/b.ts", to: "app/utils/c.ts" },
      { from: "app/utils/c.ts", to: "db/d.ts" },
      { from: "app/routes/e.tsx", to: "app/content/b.ts" },
    ];
    expect(layerCycles(edges)).toEqual([["app/content", "app/utils", "db"]]);
    expect(layerCycles(edges.slice(1))).toEqual([]);
  });

  it("reads the imports of the tree, aliases and type-only imports included", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all).toContainEqual({ from: "app/load-context.ts", to: "app/content/source.ts" });
    expect(product.some((e) => e.from.startsWith("app/routes/") && e.to.startsWith("app/components/"))).toBe(true);
  });

  it("no two layers of the product code import each other, directly or round a loop", () => {
    const cycles = layerCycles(product);
    expect(cycles.map((c) => ({ cycle: c.join(" <-> "), imports: explain(c, product) }))).toEqual([]);
  });

  it("db/ is a store layer: nothing in it, tests included, imports from outside db/", () => {
    const out = all.filter((e) => e.from.startsWith("db/") && !e.to.startsWith("db/"));
    expect(out.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("the content layer imports no UI module and nothing of the app's root", () => {
    const ui = product.filter(
      (e) => layerOf(e.from) === "app/content" && ["app", "app/components", "app/routes"].includes(layerOf(e.to)),
    );
    expect(ui.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("the runtime depends on nothing in the seed data", () => {
    const seed = product.filter((e) => e.to.startsWith("content/"));
    expect(seed.map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });
});

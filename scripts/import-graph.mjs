#!/usr/bin/env node
/*
 * The file-level import graph of server/src (type-only imports included, *.spec.ts / *.test.ts
 * left out), and the figures issue 35 tracks:
 *  - cross-folder imports: import statements whose target lives in another top folder;
 *  - cross-folder entity imports: those whose target is a *.entity.ts file;
 *  - back-up imports: the fewest import statements between folders that would have to go for the
 *    folder graph to have no cycle, i.e. the imports that run back up the best possible layering
 *    (for two folders that import each other, the lighter direction);
 *  - file-level cycles: strongly connected groups of files, type-only imports counted.
 * All project imports are relative, so no resolver is needed.
 *
 *   node scripts/import-graph.mjs [root]   prints the figures; --json prints them as JSON
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

const IMPORT = /^\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The TypeScript files under dir, tests (*.spec / *.test) left out. */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null; // outside the scanned kinds (shared/*.ts resolves; json or assets do not)
}

/** Every relative import of the files under root: { from, to, line, typeOnly } (paths relative to root). */
export function importEdges(root) {
  root = path.resolve(root);
  const files = sourceFiles(root);
  const inside = new Set(files);
  const edges = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lineOf = (index) => text.slice(0, index).split('\n').length;
    const add = (spec, index, typeOnly) => {
      const target = resolve(file, spec);
      if (!target || !inside.has(target)) return;
      const rel = (p) => path.relative(root, p).split(path.sep).join('/');
      edges.push({ from: rel(file), to: rel(target), line: lineOf(index), typeOnly });
    };
    for (const m of text.matchAll(IMPORT)) {
      add(
        m[4],
        m.index,
        Boolean(m[2]) || (/^\s*\{[^}]*\}\s*from\s*$/.test(m[3] ?? '') && allTypes(m[3])),
      );
    }
    for (const m of text.matchAll(DYNAMIC)) add(m[1], m.index, false);
  }
  return { files: files.map((f) => path.relative(root, f).split(path.sep).join('/')), edges };
}

const allTypes = (clause) =>
  clause
    .replace(/from\s*$/, '')
    .replace(/[{}]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .every((s) => s.startsWith('type '));

const COMPOSITION = new Set(['.', 'database', 'seed']);

/** The top folder of a path under server/src; root files ('app.module.ts') count as '.'. */
export const folderOf = (file) => (file.includes('/') ? file.split('/')[0] : '.');

/** Tarjan's strongly connected components of a graph given as Map<node, Iterable<node>>. */
export function stronglyConnected(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}

/**
 * The fewest weighted edges whose removal leaves the group acyclic (exact, by dynamic programming
 * over subsets: the best order of the group's nodes, counting the edges that point to a later one).
 */
function backUpCost(group, weight) {
  const n = group.length;
  if (n > 20) throw new Error(`a cycle of ${n} folders is too large to order exactly`);
  const best = new Array(1 << n).fill(Infinity);
  best[0] = 0;
  for (let set = 0; set < 1 << n; set++) {
    if (best[set] === Infinity) continue;
    for (let v = 0; v < n; v++) {
      if (set & (1 << v)) continue;
      let cost = 0; // the nodes already placed (lower layers) importing v, placed above them
      for (let u = 0; u < n; u++) if (set & (1 << u)) cost += weight(group[u], group[v]);
      const next = set | (1 << v);
      best[next] = Math.min(best[next], best[set] + cost);
    }
  }
  return best[(1 << n) - 1];
}

export function importFigures(root) {
  const { files, edges } = importEdges(root);
  const cross = edges.filter((e) => folderOf(e.from) !== folderOf(e.to));
  const entityImports = cross.filter((e) => e.to.endsWith('.entity.ts'));

  const folderWeight = new Map();
  for (const e of cross) {
    const key = `${folderOf(e.from)}>${folderOf(e.to)}`;
    folderWeight.set(key, (folderWeight.get(key) ?? 0) + 1);
  }
  const weight = (a, b) => folderWeight.get(`${a}>${b}`) ?? 0;
  const folderGraph = new Map();
  for (const key of folderWeight.keys()) {
    const [a, b] = key.split('>');
    if (!folderGraph.has(a)) folderGraph.set(a, new Set());
    folderGraph.get(a).add(b);
  }
  const folderCycles = stronglyConnected(folderGraph).filter((g) => g.length > 1);
  const mutualPairs = [];
  for (const group of folderCycles) {
    for (const a of group)
      for (const b of group)
        if (a < b && weight(a, b) && weight(b, a))
          mutualPairs.push({ pair: `${a}/${b}`, [a]: weight(a, b), [b]: weight(b, a) });
  }
  const backUp = folderCycles.reduce((sum, g) => sum + backUpCost(g, weight), 0);

  const fileGraph = new Map(files.map((f) => [f, new Set()]));
  for (const e of edges) fileGraph.get(e.from).add(e.to);
  const fileCycles = stronglyConnected(fileGraph).filter(
    (g) => g.length > 1 || fileGraph.get(g[0]).has(g[0]),
  );

  return {
    files: files.length,
    imports: edges.length,
    crossFolderImports: cross.length,
    crossFolderEntityImports: entityImports.length,
    crossFolderEntityImportsOutsideEntities: entityImports.filter(
      (e) => !e.from.endsWith('.entity.ts'),
    ).length,
    // ...and outside the composition root (the entity list of database/, the demo seed).
    crossFolderEntityImportsInFeatures: entityImports.filter(
      (e) => !e.from.endsWith('.entity.ts') && !COMPOSITION.has(folderOf(e.from)),
    ).length,
    backUpImports: backUp,
    folderCycles: folderCycles.map((g) => g.sort()),
    mutualPairs,
    fileCycles: fileCycles.map((g) => g.sort()),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const root =
    args.find((a) => !a.startsWith('--')) ??
    path.resolve(import.meta.dirname, '..', 'server', 'src');
  const figures = importFigures(root);
  if (args.includes('--json')) console.log(JSON.stringify(figures, null, 2));
  else {
    console.log(`files ${figures.files}, imports ${figures.imports}`);
    console.log(`cross-folder imports ${figures.crossFolderImports}`);
    console.log(
      `cross-folder entity imports ${figures.crossFolderEntityImports} (${figures.crossFolderEntityImportsOutsideEntities} outside entity files, ${figures.crossFolderEntityImportsInFeatures} of them outside the composition root)`,
    );
    console.log(`back-up imports ${figures.backUpImports}`);
    for (const g of figures.folderCycles) console.log(`  folders in a cycle: ${g.join(', ')}`);
    for (const p of figures.mutualPairs) console.log(`  mutual: ${JSON.stringify(p)}`);
    console.log(`file-level cycles ${figures.fileCycles.length}`);
    for (const g of figures.fileCycles) console.log(`  ${g.join(' <-> ')}`);
  }
}

// The client's own GraphQL operations, as the browser sends them, for the benchmark scripts.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, print, visit } from 'graphql';

const source = fileURLToPath(new URL('../client/src', import.meta.url));

/** Operation `name` from any client .graphql file, with the fragments it spreads. */
export function clientOperation(name) {
  const files = readdirSync(source, { recursive: true }).filter((f) => f.endsWith('.graphql'));
  const definitions = files.flatMap(
    (f) => parse(readFileSync(path.join(source, f), 'utf8')).definitions,
  );
  const byName = new Map(definitions.map((d) => [d.name?.value, d]));
  if (!byName.has(name)) throw new Error(`no client operation named ${name}`);
  const needed = new Set([name]);
  for (const current of needed)
    visit(byName.get(current), { FragmentSpread: (node) => void needed.add(node.name.value) });
  return [...needed].map((n) => print(byName.get(n))).join('\n');
}

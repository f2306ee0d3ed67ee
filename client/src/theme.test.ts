import * as fs from 'node:fs';
import * as path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { appConfig, system } from './theme';

const chakraEsm = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);

/** The names the app's own (non-test) modules import from '@chakra-ui/react'. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'test') visit(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = fs.readFileSync(file, 'utf8');
        for (const [, list] of source.matchAll(/import \{([^}]*)\} from '@chakra-ui\/react'/g))
          for (const name of list.split(','))
            names.add(
              name
                .trim()
                .replace(/^type /, '')
                .split(' as ')[0],
            );
      }
    }
  };
  visit(__dirname);
  names.delete('');
  return names;
}

/** Chakra's own module for each export of '@chakra-ui/react' that comes from Chakra's components. */
function exportModules(): Map<string, string> {
  const index = fs.readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g))
    for (const name of list.split(','))
      modules.set(name.trim().split(' as ').pop()!, path.join(chakraEsm, from));
  const namespaces = new Map(
    [...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map(([, alias, from]) => [
      alias,
      path.join(chakraEsm, from),
    ]),
  );
  for (const [, alias, name] of index.matchAll(/export \{ (\S+) as (\w+) \};/g))
    if (namespaces.has(alias)) modules.set(name, namespaces.get(alias)!);
  return modules;
}

/** Every recipe key named by `modules` or the Chakra component modules they import. */
function recipeKeys(modules: string[]): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(/\bkey: "(\w+)"/g)) keys.add(key);
    for (const [, from] of source.matchAll(/from '(\.[^']+)'/g)) {
      const next = path.join(path.dirname(file), from);
      if (next.includes(`${path.sep}components${path.sep}`)) visit(next);
    }
  };
  modules.forEach(visit);
  return keys;
}

describe('the Chakra system', () => {
  const full = createSystem(defaultConfig, appConfig);

  it('has the recipe Chakra would give each component the app uses', () => {
    const modules = exportModules();
    const used = [...chakraImports()].flatMap((name) => modules.get(name) ?? []);
    expect(used.length).toBeGreaterThan(30);
    const needed = [...recipeKeys(used)].filter((key) => full.hasRecipe(key));
    expect(needed).toEqual(expect.arrayContaining(['button', 'dialog', 'toast']));
    const missing = needed.filter((key) => !system.hasRecipe(key));
    expect(missing).toEqual([]);
    for (const key of needed) {
      if (full.isSlotRecipe(key))
        expect(system.getSlotRecipe(key)).toEqual(full.getSlotRecipe(key));
      else expect(system.getRecipe(key)).toEqual(full.getRecipe(key));
    }
  });

  it("keeps Chakra's default tokens, global styles and reset", () => {
    expect(system.getTokenCss()).toEqual(full.getTokenCss());
    expect(system.getGlobalCss()).toEqual(full.getGlobalCss());
    expect(system.getPreflightCss()).toEqual(full.getPreflightCss());
  });
});

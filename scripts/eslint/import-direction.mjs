import * as path from 'node:path';

/*
 * Imports run one way (README, "Where things live"). A local rule rather than
 * eslint-plugin-import-x: that plugin needs the unrs-resolver native bindings, which this
 * registry lacks for other platforms, so `npm ci` refuses the lock file. All our imports of
 * project code are relative, so resolving them needs no resolver.
 *
 * A zone forbids files under `target` (folders or files, relative to the repository root) to
 * import anything under `from`; files under `except`, and test files with `exceptTests`, are exempt.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');

const within = (file, prefixes) =>
  prefixes.some(
    (prefix) => file === prefix || file.startsWith(`${prefix}/`) || file.startsWith(`${prefix}.`),
  );

function check(context, zones, node) {
  const source = node.source?.value;
  if (typeof source !== 'string' || !source.startsWith('.')) return;
  const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
  const imported = path
    .relative(ROOT, path.resolve(path.dirname(context.filename), source))
    .split(path.sep)
    .join('/');
  for (const zone of zones) {
    if (!within(file, zone.target) || within(file, zone.except ?? [])) continue;
    if (zone.exceptTests && /\.(test|spec)\.tsx?$/.test(file)) continue;
    if (within(imported, zone.from)) {
      context.report({ node: node.source, message: `${zone.message} (${source})` });
      return;
    }
  }
}

export const importDirection = {
  meta: { type: 'problem', schema: [{ type: 'array' }] },
  create(context) {
    const zones = context.options[0] ?? [];
    const visit = (node) => check(context, zones, node);
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

#!/usr/bin/env node
/*
 * Only its feature writes its tables (docs/code-map.md): a table belongs to the server/src folder
 * holding its entity file, and no other folder inserts, updates or deletes its rows; it calls a
 * function the owner exports instead. This finds the writes made elsewhere and lists them as
 * file:line, failing when there is one:
 *  - repository and EntityManager calls (save, insert, update, delete, remove, upsert, increment,
 *    decrement, softDelete, restore) whose entity is known: `tx.getRepository(Course).update(...)`,
 *    `manager.delete(Course, ...)`, `this.courses.save(...)` with `courses: Repository<Course>`;
 *  - query builders: `.insert().into(Course)`, `.update(Course)`, `.delete().from(Course)`;
 *  - raw SQL: `INSERT INTO courses`, `UPDATE courses ... SET`, `DELETE FROM courses`.
 * Left out: migrations (database/), *.spec.ts, and seed/, the demo seed, which like the
 * composition root may write every table.
 *
 *   node scripts/table-writers.mjs [root]
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceFiles } from './import-graph.mjs';

const SKIPPED = new Set(['database', 'seed']);
const WRITE =
  /\.(save|insert|update|delete|remove|upsert|increment|decrement|softDelete|restore)\(/g;
const SQL_WRITE =
  /\b(?:INSERT\s+INTO|DELETE\s+FROM)\s+"?([a-z_]+)"?|\bUPDATE\s+"?([a-z_]+)"?\s+(?:(?:AS\s+)?[a-z_]+\s+)?SET\b/g;

const folderOf = (rel) => rel.split('/')[0];

/** Entity class name and table name → the folder of its entity file. */
export function tableOwners(root, files) {
  const byClass = new Map();
  const byTable = new Map();
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const folder = folderOf(file);
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(
      /@Entity\(\s*'([a-z_]+)'[^)]*\)[\s\S]*?export\s+class\s+(\w+)/g,
    )) {
      byTable.set(m[1], folder);
      byClass.set(m[2], folder);
    }
  }
  return { byClass, byTable };
}

/** The expression a call hangs on: walks back over `a.b(c)\n  .d` from the dot before the call. */
function receiverOf(text, dot) {
  let i = dot - 1;
  for (;;) {
    while (i >= 0 && /\s/.test(text[i])) i--;
    if (text[i] === ')') {
      let depth = 0;
      for (; i >= 0; i--) {
        if (text[i] === ')') depth++;
        else if (text[i] === '(' && --depth === 0) break;
      }
      i--;
    }
    while (i >= 0 && /[\w$!?]/.test(text[i])) i--;
    let j = i;
    while (j >= 0 && /\s/.test(text[j])) j--;
    if (text[j] === '.') i = j - 1;
    else return text.slice(i + 1, dot);
  }
}

const firstArgument = (text, open) => /^\s*([A-Z]\w*)\s*[,)]/.exec(text.slice(open + 1))?.[1];

/** Repository-typed names of a file: `courses: Repository<Course>`, `const repo = x.getRepository(Course)`. */
function repositoryNames(text) {
  const names = [];
  for (const m of text.matchAll(/(\w+)\??\s*:\s*Repository<(\w+)>/g)) names.push([m[1], m[2], 0]);
  for (const m of text.matchAll(/(\w+)\s*=\s*[\w.]*getRepository\((\w+)\)\s*;/g)) {
    names.push([m[1], m[2], m.index]);
  }
  // The entity of a name at a position: its last declaration before it.
  return (name, at) => names.filter(([n, , index]) => n === name && index < at).at(-1)?.[1];
}

function entityWritten(text, match, repos) {
  const open = match.index + match[0].length - 1;
  const receiver = receiverOf(text, match.index).replace(/\s+/g, '');
  const first = firstArgument(text, open);
  const method = match[1];
  if (/createQueryBuilder/.test(receiver)) {
    if (method === 'update' && first) return first; // .update(Course)
    const repo = /(\w+)\.createQueryBuilder/.exec(receiver);
    const from = /getRepository\((\w+)\)[\s.]*createQueryBuilder/.exec(receiver)?.[1];
    if (method === 'insert' || method === 'delete') {
      const target = /^\s*\.\s*(?:into|from)\(\s*(\w+)/.exec(text.slice(open + 2));
      if (target && /^\)/.test(text.slice(open + 1).trimStart())) return target[1];
    }
    if (from) return from;
    return repo && repos(repo[1], match.index);
  }
  const fromRepo = /getRepository\((\w+)\)$/.exec(receiver);
  if (fromRepo) return fromRepo[1];
  const name = /(\w+)$/.exec(receiver)?.[1];
  const repo = name && repos(name, match.index);
  if (repo) return repo;
  if (/(manager|tx|em|transaction)$/i.test(receiver)) return first;
  return undefined;
}

/** Every write of a table whose entity lives in another folder: [{ file, line, table, owner }]. */
export function foreignWrites(root) {
  const files = sourceFiles(root)
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .filter((f) => f.includes('/') && !SKIPPED.has(folderOf(f)));
  const { byClass, byTable } = tableOwners(root, files);
  const found = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lineOf = (index) => text.slice(0, index).split('\n').length;
    const report = (index, table, owner) => {
      if (!owner || owner === folderOf(file)) return;
      found.push({ file, line: lineOf(index), table, owner });
    };
    const repos = repositoryNames(text);
    for (const m of text.matchAll(WRITE)) {
      const entity = entityWritten(text, m, repos);
      if (entity) report(m.index, entity, byClass.get(entity));
    }
    for (const m of text.matchAll(SQL_WRITE)) {
      const table = m[1] ?? m[2];
      report(m.index, table, byTable.get(table));
    }
  }
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2] ?? path.resolve(import.meta.dirname, '..', 'server', 'src');
  const found = foreignWrites(root);
  for (const w of found) {
    console.log(`server/src/${w.file}:${w.line} writes ${w.table}, owned by ${w.owner}/`);
  }
  if (found.length) {
    console.error(
      `${found.length} write(s) of another feature's table: call a function its owner exports.`,
    );
    process.exit(1);
  }
  console.log('Every table is written only by the folder of its entity.');
}

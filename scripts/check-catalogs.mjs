// The message catalogs agree: every namespace has an English and a Hindi file with the same keys,
// each key is named after its namespace ('courses.enrollNow' in courses.json), each message is
// valid ICU and the Hindi keeps the English's placeholders. Also the server's catalogs.
//   npm run check:catalogs
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@messageformat/parser';

const root = fileURLToPath(new URL('..', import.meta.url));
const SETS = [
  { dir: 'client/src/locales', languages: ['en', 'hi'], namespaced: true },
  // One flat file per language: server/src/i18n/locales/en.json.
  { dir: 'server/src/i18n/locales', languages: ['en', 'hi'], namespaced: false, flat: true },
];

/** The placeholders of a message: {name}, {count, plural, ...}, <0>...</0>. */
function placeholders(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  for (const [tag] of message.matchAll(/<\/?\d+\/?>/g)) names.add(tag);
  return [...names].sort().join(',');
}

const problems = [];
for (const { dir, languages, namespaced, flat } of SETS) {
  const base = path.join(root, dir);
  if (!fs.existsSync(base)) continue;
  const files = (lang) =>
    flat
      ? [''].filter(() => fs.existsSync(path.join(base, `${lang}.json`)))
      : fs
          .readdirSync(path.join(base, lang))
          .filter((f) => f.endsWith('.json'))
          .sort();
  const [source, ...targets] = languages;
  for (const file of files(source)) {
    const read = (lang) => {
      const at = flat ? path.join(base, `${lang}.json`) : path.join(base, lang, file);
      if (!fs.existsSync(at)) return problems.push(`${dir}/${lang}/${file} is missing`) && null;
      return JSON.parse(fs.readFileSync(at, 'utf8'));
    };
    const english = read(source);
    const ns = file.replace(/\.json$/, '');
    for (const [key, message] of Object.entries(english ?? {})) {
      if (namespaced && !key.startsWith(`${ns}.`))
        problems.push(`${dir}/${source}/${file}: "${key}" should start with "${ns}."`);
      try {
        placeholders(message);
      } catch (error) {
        problems.push(`${dir}/${source}/${file}: "${key}" is not valid ICU: ${error.message}`);
      }
    }
    for (const lang of targets) {
      const other = read(lang);
      if (!english || !other) continue;
      for (const key of Object.keys(english)) {
        if (!(key in other)) {
          problems.push(`${dir}/${lang}/${file}: "${key}" is in English but missing`);
          continue;
        }
        try {
          if (placeholders(english[key]) !== placeholders(other[key]))
            problems.push(
              `${dir}/${lang}/${file}: "${key}" has placeholders ${placeholders(other[key])}, English ${placeholders(english[key])}`,
            );
        } catch (error) {
          problems.push(`${dir}/${lang}/${file}: "${key}" is not valid ICU: ${error.message}`);
        }
      }
      for (const key of Object.keys(other))
        if (!(key in english)) problems.push(`${dir}/${lang}/${file}: "${key}" is not in English`);
    }
  }
  for (const lang of targets)
    for (const file of files(lang))
      if (!flat && !fs.existsSync(path.join(base, source, file)))
        problems.push(`${dir}/${lang}/${file} has no English file`);
}

if (problems.length) {
  console.error(`${problems.length} catalog problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('The catalogs agree.');

#!/usr/bin/env node
/*
 * Fails on a link in README.md or a .md file under docs/ that points nowhere: a relative link to
 * a file that does not exist, or an `#anchor` (in the same file or another Markdown file) that no
 * heading of the target produces. Anchors are GitHub's: the heading's text in lower case,
 * punctuation removed, spaces turned into `-`, and `-1`, `-2`, ... after repeated headings.
 * Links with a scheme (https:, http://localhost..., mailto:) are not followed.
 *
 *   node scripts/check-doc-links.mjs [root]   (root: the repository, by default)
 *
 * Prints every broken link as `file:line: target` and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const HTML_ANCHOR = /<a\s[^>]*?\b(?:name|id)\s*=\s*["']([^"']+)["']/gi;
// [text](target "title"): the text may hold one level of brackets, the target one level of
// parentheses; the title is ignored.
const INLINE_LINK =
  /!?\[((?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*)\]\(\s*(<[^>]*>|(?:[^()\s\\]|\\.|\((?:[^()\s\\]|\\.)*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** The Markdown files checked: README.md and every .md file under docs/. */
export function docFiles(root) {
  const files = [];
  if (existsSync(path.join(root, 'README.md'))) files.push('README.md');
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && entry.name.endsWith('.md')) files.push(rel);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return files;
}

/** `text` with fenced code blocks blanked, so neither links nor headings are read there. */
function withoutFences(text) {
  let fence = null;
  return text
    .split(/\r?\n/)
    .map((line) => {
      const open = FENCE.exec(line);
      if (fence) {
        if (open && open[1][0] === fence[0] && open[1].length >= fence.length) {
          const rest = line.slice(line.indexOf(open[1]) + open[1].length);
          if (rest.trim() === '') fence = null;
        }
        return '';
      }
      if (open) {
        fence = open[1];
        return '';
      }
      return line;
    })
    .join('\n');
}

const BLANK_LINE = /\n[ \t]*(?:\n|$)/y;

/**
 * `text` with its code spans (which may run over several lines of a paragraph) turned into
 * spaces, line breaks kept: a `[x](y)` between backticks is no link.
 */
function withoutCodeSpans(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\') {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      out += text[i];
      i += 1;
      continue;
    }
    let j = i;
    while (text[j] === '`') j += 1;
    let close = -1;
    for (let k = j; k < text.length;) {
      if (text[k] === '`') {
        let m = k;
        while (text[m] === '`') m += 1;
        if (m - k === j - i) {
          close = m;
          break;
        }
        k = m;
        continue;
      }
      BLANK_LINE.lastIndex = k;
      if (text[k] === '\n' && BLANK_LINE.test(text)) break;
      k += 1;
    }
    if (close === -1) {
      out += text.slice(i, j);
      i = j;
    } else {
      out += text.slice(i, close).replace(/[^\n]/g, ' ');
      i = close;
    }
  }
  return out;
}

/** The text GitHub shows for a heading's Markdown: no code ticks, emphasis, links or tags. */
function headingText(markdown) {
  const code = [];
  return markdown
    .replace(/(`+)(.+?)\1(?!`)/g, (_span, _ticks, inner) => {
      code.push(inner.trim());
      return `\uE000${code.length - 1}\uE000`;
    })
    .replace(/!?\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|\*|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}])(__|_)(?=\S)([\s\S]*?\S)\2(?![\p{L}\p{N}])/gu, '$1$3')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\uE000(\d+)\uE000/g, (_mark, n) => code[Number(n)])
    .trim();
}

/** GitHub's anchor for a heading's text (github-slugger's rule). */
export function slug(text) {
  return headingText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown text defines: headings' (`-1`, `-2` after repeats) and `<a name>`s. */
export function anchorsOf(text) {
  const anchors = new Set();
  const occurrences = new Map();
  const add = (heading) => {
    const base = slug(heading);
    let anchor = base;
    while (occurrences.has(anchor)) {
      occurrences.set(base, occurrences.get(base) + 1);
      anchor = `${base}-${occurrences.get(base)}`;
    }
    occurrences.set(anchor, 0);
    anchors.add(anchor);
  };
  const lines = withoutFences(text).split('\n');
  lines.forEach((line, i) => {
    for (const match of line.matchAll(HTML_ANCHOR)) anchors.add(match[1]);
    const atx = ATX_HEADING.exec(line);
    if (atx) {
      add(atx[2] ?? '');
      return;
    }
    const previous = lines[i - 1];
    if (
      i > 0 &&
      SETEXT_UNDERLINE.test(line) &&
      previous.trim() !== '' &&
      !ATX_HEADING.test(previous) &&
      !/^ {0,3}([-*+>|]|\d+[.)])/.test(previous) &&
      !SETEXT_UNDERLINE.test(previous)
    ) {
      add(previous.trim());
    }
  });
  return anchors;
}

/** Every link target of a Markdown text, with the 1-based line its link starts on. */
export function linksOf(text) {
  const prose = withoutCodeSpans(withoutFences(text));
  const lineStarts = [0];
  for (let i = prose.indexOf('\n'); i !== -1; i = prose.indexOf('\n', i + 1))
    lineStarts.push(i + 1);
  const lineOf = (index) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= index) line += 1;
    return line + 1;
  };
  const links = [];
  prose.split('\n').forEach((line, i) => {
    const definition = REFERENCE_DEFINITION.exec(line);
    if (definition) links.push({ line: i + 1, target: definition[1] });
  });
  for (const match of prose.matchAll(INLINE_LINK)) {
    links.push({ line: lineOf(match.index), target: match[2] });
  }
  return links
    .sort((a, b) => a.line - b.line)
    .map(({ line, target }) => ({ line, target: target.replace(/^<(.*)>$/, '$1') }))
    .filter(({ target }) => target !== '');
}

function decode(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The broken links of the checked files under `root`, as `{ file, line, target }`. */
export function checkDocLinks(root) {
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const broken = [];
  for (const file of docFiles(root)) {
    const absolute = path.join(root, file);
    for (const { line, target } of linksOf(readFileSync(absolute, 'utf8'))) {
      if (SCHEME.test(target)) continue;
      const hash = target.indexOf('#');
      const pathPart = decode(hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
      const anchor = hash === -1 ? null : decode(target.slice(hash + 1));
      let destination = absolute;
      if (pathPart !== '') {
        destination = pathPart.startsWith('/')
          ? path.join(root, pathPart)
          : path.resolve(path.dirname(absolute), pathPart);
        if (!existsSync(destination)) {
          broken.push({ file, line, target });
          continue;
        }
      }
      if (
        anchor !== null &&
        anchor !== '' &&
        statSync(destination).isFile() &&
        destination.endsWith('.md') &&
        !anchorsIn(destination).has(anchor)
      ) {
        broken.push({ file, line, target });
      }
    }
  }
  return broken;
}

function main() {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const files = docFiles(root);
  const broken = checkDocLinks(root);
  for (const { file, line, target } of broken) console.error(`${file}:${line}: ${target}`);
  if (broken.length > 0) {
    console.error(`${broken.length} link(s) in ${files.length} file(s) point nowhere.`);
    process.exit(1);
  }
  console.log(`Every link in ${files.length} file(s) points somewhere.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { escapeHtml } from '../common/html';
import { SITE_NAME } from '../common/site-name';
import { isUuid } from '../common/ids';
import { absoluteUrl, linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { CategoriesService } from '../courses/categories.service';

/*
 * What a link to a course, an instructor or a category shows where it is shared (chat apps,
 * social sites, search results): the page's own title, description and image, written into the
 * head of index.html by the server (static-files.ts), since crawlers run no JavaScript.
 */

/** The longest description written, "…" included. */
export const DESCRIPTION_MAX = 200;

/** A public picture shipped with the client build (client/public), for pages without their own. */
const DEFAULT_IMAGE = '/hero-poster.jpg';

/** The course description read, at most: its first words are all a preview shows. */
const DESCRIPTION_READ = 8_000;

/** What the head of one client route says about its page. Values are plain text, not HTML. */
export interface PagePreview {
  /** The page's own path, e.g. `/course/{id}`: canonical and og:url are the public base plus it. */
  path: string;
  title: string;
  description: string;
  /** Absolute http(s) URL. */
  image: string;
  type: 'website' | 'profile';
}

/** The client routes with a preview: `/course/{id}`, `/instructor/{id}`, `/category/{slug}`. */
const PREVIEWED_ROUTE = /^\/(course|instructor|category)\/([^/]+)\/?$/;

@Injectable()
export class PagePreviews {
  /** PUBLIC_URL (else the address `npm start` serves): never the request's Host, which a caller chooses. */
  readonly base: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
    @Inject(CategoriesService) private readonly categories: CategoriesService,
  ) {
    this.base = linkOrigin(config);
  }

  /** Whether `pathname` is a route that may have a preview (no database work). */
  static previewed(pathname: string): boolean {
    return PREVIEWED_ROUTE.test(pathname);
  }

  /**
   * The preview of the client route at `pathname` (decoded), or undefined when it is not such a
   * route or names nothing public: an unknown, unpublished or archived course, a user teaching no
   * published course, an unknown category. One statement, by primary key, or the category tree.
   */
  async forPath(pathname: string): Promise<PagePreview | undefined> {
    const match = PREVIEWED_ROUTE.exec(pathname);
    if (!match) return undefined;
    const [, kind, key] = match;
    if (kind === 'course') return isUuid(key) ? this.course(key) : undefined;
    if (kind === 'instructor') return isUuid(key) ? this.instructor(key) : undefined;
    // A slug is at most 80 characters; PostgreSQL refuses a NUL in text.
    return key.length <= 80 && !key.includes('\u0000') ? this.category(key) : undefined;
  }

  private async course(id: string): Promise<PagePreview | undefined> {
    const [row] = await this.db.query<
      { id: string; title: string; description: string; thumbnail: string; educator: string }[]
    >(
      `SELECT c.id, c.course_title AS title, left(c.course_description, $2) AS description,
              c.course_thumbnail AS thumbnail, u.name AS educator
         FROM courses c JOIN users u ON u.id = c.educator_id
        WHERE c.id = $1 AND c.is_published`,
      [id, DESCRIPTION_READ],
    );
    if (!row) return undefined;
    return {
      path: `/course/${row.id}`,
      title: row.title,
      description:
        excerpt(htmlToText(row.description)) ||
        excerpt(`A course by ${row.educator} on ${SITE_NAME}.`),
      image: this.image(row.thumbnail),
      type: 'website',
    };
  }

  private async instructor(id: string): Promise<PagePreview | undefined> {
    const [row] = await this.db.query<
      { id: string; name: string; headline: string; bio: string; image: string }[]
    >(
      `SELECT u.id, u.name, u.headline, left(u.bio, $2) AS bio, u.image_url AS image
         FROM users u
        WHERE u.id = $1
          AND EXISTS (SELECT 1 FROM courses c
                       WHERE c.educator_id = u.id AND c.is_published)`,
      [id, DESCRIPTION_READ],
    );
    if (!row) return undefined;
    const headline = row.headline.trim();
    const about = [headline && !/[.!?…]$/.test(headline) ? `${headline}.` : headline, row.bio]
      .filter(Boolean)
      .join(' ');
    return {
      path: `/instructor/${row.id}`,
      title: row.name,
      description: excerpt(about) || excerpt(`Courses by ${row.name} on ${SITE_NAME}.`),
      image: this.image(row.image),
      type: 'profile',
    };
  }

  private async category(slug: string): Promise<PagePreview | undefined> {
    const category = (await this.categories.bySlug()).get(slug);
    if (!category) return undefined;
    return {
      path: `/category/${encodeURIComponent(category.slug)}`,
      title: `${category.name} courses`,
      description: excerpt(categorySentence(category.name, category.courseCount)),
      image: this.image(DEFAULT_IMAGE),
      type: 'website',
    };
  }

  /** A stored image as an absolute http(s) URL on the public base; the site's picture for anything else (data: avatars). */
  private image(stored: string): string {
    const url = absoluteUrl(stored, this.base);
    return /^https?:\/\//i.test(url) ? url : absoluteUrl(DEFAULT_IMAGE, this.base);
  }
}

export function categorySentence(name: string, courses: number): string {
  if (courses === 0)
    return `No published courses in ${name} on ${SITE_NAME} yet: new ones are on their way.`;
  return `Browse ${courses} published ${courses === 1 ? 'course' : 'courses'} in ${name} on ${SITE_NAME}, taught by working mentors.`;
}

/** Elements that run into their neighbours' words: dropped without a space. */
const INLINE = new Set([
  'a',
  'b',
  'strong',
  'em',
  'i',
  'u',
  's',
  'span',
  'code',
  'mark',
  'small',
  'sub',
  'sup',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** The text of a stored (sanitised) HTML fragment: tags and embeds dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|iframe)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_, tag: string) =>
      INLINE.has(tag.toLowerCase()) ? '' : ' ',
    )
    .replace(/<[^>]*$/, '') // a tag cut by the read limit
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : ' ';
    });
}

/**
 * Whitespace collapsed and, when longer than `max`, cut at the last word boundary with "…" (the
 * result, "…" included, is at most `max` characters; a single word longer than that is cut).
 */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1); // one character left for "…"
  const space = room.lastIndexOf(' ');
  const words = clean[max - 1] === ' ' || space <= 0 ? room : room.slice(0, space);
  return `${words.replace(/[\s,;:.!?…–—-]+$/, '')}…`;
}

/** The tags written into the head, every value escaped. */
export function previewHead(preview: PagePreview, base: string): string {
  const url = base + preview.path;
  const attr = escapeHtml;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}" />`;
  return [
    `<title>${escapeHtml(preview.title)} – ${SITE_NAME}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${attr(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', preview.image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
  ].join('\n    ');
}

const MARK = '\u0000preview\u0000';
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
/** What the preview replaces: the description, and any canonical, Open Graph or Twitter tag. */
const REPLACED = [
  /[ \t]*<meta\b[^>]*\bname\s*=\s*["']?(description|twitter:[^"'\s>]*)["']?[^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\b[^>]*\bproperty\s*=\s*["']?og:[^"'\s>]*["']?[^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>[ \t]*\r?\n?/gi,
];

/**
 * index.html as built, split where the page's head tags go: in place of its <title> (else before
 * </head>), with its description and any social tags taken out. Everything else, the first-load
 * script and the inlined styles among it, stays byte for byte.
 */
export class PreviewTemplate {
  private readonly parts: [string, string] | undefined;

  constructor(html: string) {
    const head = /<\/head\s*>/i.exec(html);
    if (!head) return;
    let top = html.slice(0, head.index);
    top = TITLE.test(top) ? top.replace(TITLE, MARK) : `${top}${MARK}\n  `;
    for (const pattern of REPLACED) top = top.replace(pattern, '');
    const [before, after] = top.split(MARK);
    this.parts = [before, after + html.slice(head.index)];
  }

  /** The page with `preview`'s head, or undefined when index.html has no head to put it in. */
  render(preview: PagePreview, base: string): string | undefined {
    return this.parts && this.parts[0] + previewHead(preview, base) + this.parts[1];
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { escapeHtml } from '../common/html';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';

/** The client's public pages without parameters (client/src/AppRoutes.tsx). */
export const SITEMAP_PAGES = ['/', '/course-list', '/about', '/contact'];

/** Client areas behind a sign-in, and the APIs: nothing there for a search engine. */
export const ROBOTS_DISALLOWED = [
  '/educator',
  '/my-enrollments',
  '/player',
  '/account',
  '/loading/',
  '/api/',
  '/graphql',
];

/** What one sitemap file may list (sitemaps.org); past it a sitemap index would be needed. */
export const SITEMAP_MAX_URLS = 50_000;

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapRow {
  kind: 'category' | 'course' | 'instructor';
  key: string;
  modified: Date | null;
}

/** robots.txt and sitemap.xml, with every address on the public base (PUBLIC_URL), never the request's Host. */
@Injectable()
export class SiteMap {
  readonly base: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.base = linkOrigin(config);
  }

  robots(): string {
    // Behind a path prefix (PUBLIC_URL=https://host/learn) the paths carry it too.
    const prefix = new URL(this.base).pathname.replace(/\/$/, '');
    return [
      'User-agent: *',
      'Allow: /',
      ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${prefix}${path}`),
      '',
      `Sitemap: ${this.base}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /**
   * The public pages, every category, every published course (lastmod: its updated_at date) and
   * every instructor with a published course, in one statement.
   */
  async sitemap(): Promise<string> {
    const rows = await this.db.query<SitemapRow[]>(
      `SELECT kind, key, modified FROM (
         SELECT 1 AS part, 'category' AS kind, slug AS key, NULL::timestamptz AS modified
           FROM categories
         UNION ALL
         SELECT 2, 'course', id::text, updated_at
           FROM courses WHERE is_published
         UNION ALL
         SELECT 3, 'instructor', educator_id::text, NULL
           FROM courses WHERE is_published GROUP BY educator_id
       ) AS pages
       ORDER BY part, key
       LIMIT $1`,
      [SITEMAP_MAX_URLS - SITEMAP_PAGES.length],
    );
    const url = (path: string, modified?: Date | null) =>
      `<url><loc>${escapeHtml(this.base + path)}</loc>${
        modified ? `<lastmod>${modified.toISOString().slice(0, 10)}</lastmod>` : ''
      }</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
      ...SITEMAP_PAGES.map((path) => url(path)),
      ...rows.map((row) =>
        url(
          `/${row.kind}/${encodeURIComponent(row.key)}`,
          row.kind === 'course' ? row.modified : null,
        ),
      ),
      '</urlset>',
      '',
    ].join('\n');
  }
}

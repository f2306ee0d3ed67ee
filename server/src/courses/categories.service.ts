import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogMemo } from '../common/http-cache/catalog-memo';
import { ChangeFeed } from '../common/http-cache/change-feed';
import type { CategoryNode } from './category.entity';

/**
 * The category tree: a few dozen rows, read whole with the published courses counted, and kept
 * in memory until the catalog changes (every facet count and suggestion reads it). Shared: read
 * only.
 */
@Injectable()
export class CategoriesService {
  private readonly memo: CatalogMemo<CategoryNode[]>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ChangeFeed) feed: ChangeFeed,
  ) {
    this.memo = new CatalogMemo(feed, () => this.read());
  }

  /** Top-level categories in order, each with its subcategories; counts include subcategories. */
  tree(): Promise<CategoryNode[]> {
    return this.memo.get();
  }

  private async read(): Promise<CategoryNode[]> {
    const rows = await this.db.query<
      { id: string; slug: string; name: string; parentId: string | null; own: number }[]
    >(
      // Counted in one pass over course_stats' narrow copy of the courses' facts.
      `SELECT cat.id, cat.slug, cat.name, cat.parent_id AS "parentId", coalesce(n.own, 0)::int AS own
       FROM categories cat
       LEFT JOIN (SELECT category_id, count(*) AS own FROM course_stats WHERE is_published
                  GROUP BY category_id) AS n ON n.category_id = cat.id
       ORDER BY cat.position, cat.name`,
    );
    const nodes = new Map<string, CategoryNode>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          slug: r.slug,
          name: r.name,
          courseCount: r.own,
          parentSlug: null,
          parentName: null,
          children: [],
        },
      ]),
    );
    const top: CategoryNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parentId ? nodes.get(row.parentId) : undefined;
      if (!parent) {
        top.push(node);
        continue;
      }
      node.parentSlug = parent.slug;
      node.parentName = parent.name;
      parent.children.push(node);
      parent.courseCount += node.courseCount;
    }
    return top;
  }

  /** Every category of the tree by slug, top-level and subcategories alike. */
  async bySlug(): Promise<Map<string, CategoryNode>> {
    const all = new Map<string, CategoryNode>();
    for (const node of await this.tree()) {
      all.set(node.slug, node);
      for (const child of node.children) all.set(child.slug, child);
    }
    return all;
  }

  async byId(): Promise<Map<string, CategoryNode>> {
    return new Map([...(await this.bySlug()).values()].map((node) => [node.id, node]));
  }
}

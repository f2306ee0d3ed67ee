import DataLoader from 'dataloader';
import type { Request } from 'express';
import type { HttpContext } from './graphql.config';

/**
 * Fresh per GraphQL operation: one batching DataLoader per key, so the fields of a page that ask
 * the same question (the key names the question, and the viewer or the field's arguments when the
 * answer depends on them) share one query. Features define their questions in their own
 * `*.loaders.ts` and ask them here.
 */
export class RequestLoaders {
  private readonly keyed = new Map<string, DataLoader<string, unknown>>();

  perKey<V>(
    key: string,
    item: string,
    batch: (items: readonly string[]) => Promise<V[]>,
  ): Promise<V> {
    let loader = this.keyed.get(key) as DataLoader<string, V> | undefined;
    if (!loader) {
      loader = new DataLoader<string, V>(batch);
      this.keyed.set(key, loader);
    }
    return loader.load(item);
  }

  /** `perKey` over a query that answers a map; an item it leaves out gets `fallback`. */
  fromMap<V>(
    key: string,
    item: string,
    load: (items: readonly string[]) => Promise<Map<string, V>>,
    fallback: V,
  ): Promise<V> {
    return this.perKey(key, item, async (items) => {
      const found = await load(items);
      return items.map((i) => found.get(i) ?? fallback);
    });
  }
}

/** The GraphQL context as resolvers read it: `req.user` is the signed-in `U`, if any. */
export interface GraphQLContext<U = unknown> extends HttpContext {
  req: Request & { user?: U };
  loaders: RequestLoaders;
}

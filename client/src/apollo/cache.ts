import { InMemoryCache } from '@apollo/client';

/** The Apollo cache and its type policies (pagination policies go here). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {},
  });
}

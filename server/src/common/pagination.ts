/** Page sizes of every paged list (`first` argument): the GraphQL cost estimate relies on them too. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The landing page shows the first courses of the catalog, badged in this order. */
export const SHOWCASE_BADGES = ['Popular', 'New', 'Trending', 'Best Seller'] as const;

export const SHOWCASE_COURSE_COUNT = SHOWCASE_BADGES.length;

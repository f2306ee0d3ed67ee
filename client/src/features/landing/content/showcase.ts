/** The landing page shows the first courses of the catalog, badged in this order (landing.json). */
export const SHOWCASE_BADGES = ['popular', 'new', 'trending', 'bestSeller'] as const;

export const SHOWCASE_COURSE_COUNT = SHOWCASE_BADGES.length;

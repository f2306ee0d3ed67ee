/*
 * The import layers of eslint.config.mjs (README, "Where things live"): a feature imports
 * features of its own or an earlier layer, never a later one. Every feature folder belongs to a
 * layer; scripts/eslint/layers.test.mjs fails on one that does not.
 */
export const serverLayers = [
  [
    'users',
    'auth',
    'api-tokens',
    'certificates',
    'courses',
    'enrollments',
    'mail',
    'notifications',
    'offline-sync',
    'push',
    'ratings',
    'traffic',
    'uploads',
    'video',
    'webhooks',
  ],
  [
    'account',
    'admin',
    'analytics',
    'announcements',
    'credentials',
    'educator',
    'learning',
    'notes',
    'payments',
    'quizzes',
    'site',
    'wishlist',
  ],
  // Mentorship sells sessions through payments, and reads learning for its prep cards; live
  // sessions sell seats through payments and reuse mentorship's zones, invites and room.
  // The community offers a mentor to a question left unanswered.
  ['mentorship', 'live', 'community'],
  ['rest', 'schema', 'seed'],
];

/** Folders of server/src that are no feature: shared code, the server's message catalogs (i18n) and the composition root. */
export const serverShared = ['common', 'config', 'database', 'i18n', 'types'];

export const clientLayers = [
  ['auth', 'certificates', 'contact', 'developers', 'notifications', 'offline', 'site', 'video'],
  // The player holds the lecture's questions; the educator's inbox and the admin console reuse them.
  ['learning', 'account', 'community'],
  ['checkout', 'coupons', 'wishlist'],
  // Mentorship will sell sessions through checkout (issue 39).
  ['courses', 'mentorship'],
  ['discovery'],
  // Live sessions sell seats through checkout, reuse mentorship's zones, prices and room, and take
  // recordings through the educator's video upload; pages put them on the course page.
  ['educator', 'landing', 'admin', 'live'],
];

/** The folders of `folders` that are in no layer and not `shared`. */
export const unlayered = (folders, layers, shared = []) =>
  folders.filter((f) => !layers.flat().includes(f) && !shared.includes(f));

/** The limits of what an instructor page shows, kept by the server and by the account form. */

/** The headline: one line under the name. */
export const HEADLINE_MAX_LENGTH = 120;
/** The bio: plain text, paragraphs apart by blank lines. */
export const BIO_MAX_LENGTH = 5_000;
/** How many links (absolute http(s) URLs, see web-link.ts) a profile may list... */
export const MAX_PROFILE_LINKS = 5;
/** ...and how long each may be. */
export const PROFILE_LINK_MAX_LENGTH = 300;

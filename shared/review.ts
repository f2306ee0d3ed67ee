/**
 * How long a written course review may be, in UTF-16 code units (JavaScript's `length`). The server
 * refuses longer ones on both APIs, the database checks it, and the player's counter shows it.
 */
export const REVIEW_MAX_LENGTH = 2000;

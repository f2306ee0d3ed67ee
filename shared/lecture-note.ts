/**
 * How long a private lecture note may be, in UTF-16 code units (JavaScript's `length`). The server
 * refuses longer ones, the database checks it, and the player's note box counts down to it.
 */
export const NOTE_MAX_LENGTH = 1000;

/** The money-back guarantee: a paid course can be refunded this many days after it was bought. */
export const REFUND_WINDOW_DAYS = 30;

/** Longest reason a learner may give with a refund request. */
export const REFUND_REASON_MAX_LENGTH = 500;

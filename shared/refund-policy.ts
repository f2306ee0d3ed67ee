/** The money-back guarantee: a paid course can be refunded this many days after it was bought. */
export const REFUND_WINDOW_DAYS = 30;

/** Longest reason a learner may give with a refund request. */
export const REFUND_REASON_MAX_LENGTH = 500;

/**
 * Told before payment to a learner buying again a course whose earlier purchase was refunded: the
 * guarantee covers one refund per course (the server refuses a second one).
 */
export const SECOND_PURCHASE_NOT_REFUNDABLE =
  'You had this course refunded before, so this purchase cannot be refunded.';

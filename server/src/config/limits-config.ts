/** Budgets of the rate limits (docs/rate-limits.md): constants, not read from the environment. */

/** Limits on failed sign-ins; not read from the environment (tests shorten them). */
export interface FailedSignInLimits {
  /** Consecutive failures on one account after which each further attempt must wait. */
  perAccount: number;
  /** The first wait; it doubles with each further failure, up to `maxDelaySeconds`. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures one address may make, over all accounts, per `addressWindowSeconds`. */
  perAddress: number;
  addressWindowSeconds: number;
}

export const FAILED_SIGN_IN_LIMITS: FailedSignInLimits = {
  perAccount: 5,
  baseDelaySeconds: 5,
  maxDelaySeconds: 15 * 60,
  perAddress: 100,
  addressWindowSeconds: 15 * 60,
};

/** `points` requests per address per `windowSeconds`. */
export interface AddressBudget {
  points: number;
  windowSeconds: number;
}

/** Limits on the writes anyone may make without signing in; not read from the environment (tests shorten them). */
export interface AnonymousWriteLimits {
  /** Contact messages per address. */
  contact: AddressBudget;
  /** Newsletter subscriptions per address. */
  newsletter: AddressBudget;
  /** Password reset requests per address (to any accounts). */
  passwordReset: AddressBudget;
  /**
   * Reset or verification mails per account, and newsletter confirmations per recipient address;
   * more requests get the same answer and no mail.
   */
  accountMails: AddressBudget;
  /** Course page views and preview plays reported per address (traffic/). */
  courseEvents: AddressBudget;
  /** An address is counted as a visitor at most once per this many seconds. */
  visitorPeriodSeconds: number;
}

export const ANONYMOUS_WRITE_LIMITS: AnonymousWriteLimits = {
  contact: { points: 5, windowSeconds: 10 * 60 },
  newsletter: { points: 10, windowSeconds: 60 * 60 },
  passwordReset: { points: 10, windowSeconds: 60 * 60 },
  accountMails: { points: 3, windowSeconds: 60 * 60 },
  courseEvents: { points: 300, windowSeconds: 10 * 60 },
  visitorPeriodSeconds: 24 * 60 * 60,
};

/** Questions and answers one account may post (community/post-limits.ts). */
export interface PostLimits {
  /** Every account. */
  perAccount: AddressBudget;
  /** Accounts younger than `newAccountHours`, on top: spam comes from fresh accounts. */
  newAccount: AddressBudget;
  newAccountHours: number;
}

export const POST_LIMITS: PostLimits = {
  perAccount: { points: 30, windowSeconds: 10 * 60 },
  newAccount: { points: 5, windowSeconds: 60 * 60 },
  newAccountHours: 24,
};

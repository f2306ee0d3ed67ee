/** Coupon codes: 4–32 characters of A–Z, 0–9 and `-`, matched without regard to case (stored upper-case). */
export const COUPON_CODE_MIN = 4;
export const COUPON_CODE_MAX = 32;

/** The stored form of a typed code: outer spaces dropped, upper-case. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

/** What is wrong with a typed code, as a stable code a client translates. */
export type CouponCodeIssue = 'REQUIRED' | 'SPACES' | 'CHARACTERS' | 'LENGTH';

/** What is wrong with a typed code, or null when it is a valid code. Same rule on both sides. */
export function couponCodeIssue(code: string): CouponCodeIssue | null {
  const normal = normalizeCouponCode(code);
  if (!normal) return 'REQUIRED';
  if (/\s/.test(normal)) return 'SPACES';
  if (!/^[A-Z0-9-]+$/.test(normal)) return 'CHARACTERS';
  if (normal.length < COUPON_CODE_MIN || normal.length > COUPON_CODE_MAX) return 'LENGTH';
  return null;
}

const ISSUE_TEXT: Record<CouponCodeIssue, string> = {
  REQUIRED: 'Code is required',
  SPACES: 'Code must not contain spaces',
  CHARACTERS: 'Code may only use letters A–Z, digits 0–9 and -',
  LENGTH: `Code must be ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} characters`,
};

/** couponCodeIssue in English words (the server's message), or null when the code is valid. */
export function couponCodeProblem(code: string): string | null {
  const issue = couponCodeIssue(code);
  return issue && ISSUE_TEXT[issue];
}

/** The share link that applies a code on the course page. */
export const couponLink = (courseId: string, code: string) =>
  `/course/${courseId}?coupon=${encodeURIComponent(code)}`;

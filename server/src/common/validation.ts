import { isWebLink } from '../../../shared/web-link';
import { badInput, type FieldError } from './errors/domain-error';

/** The untrusted shape of an input: what GraphQL typed or a REST body claimed, checked by a service. */
export type RawInput<T> = { [K in keyof T]?: unknown };

/** Longest password accepted anywhere, so the hasher is never fed megabytes. */
export const MAX_PASSWORD_LENGTH = 128;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Control characters (C0, DEL, C1): PostgreSQL cannot store NUL at all, and the others only garble
 * what is shown. Multi-line text keeps tab, line feed and carriage return.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

export interface TextOptions {
  /** Allows tab, line feed and carriage return (messages, HTML); names, titles and emails are one line. */
  multiline?: boolean;
}

/** Collects field problems so a client learns every one at once. */
export class Checker {
  private readonly problems: FieldError[] = [];

  requiredText(
    field: string,
    label: string,
    value: unknown,
    max: number,
    options: TextOptions = {},
  ): string {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) this.fail(field, `${label} is required`, 'REQUIRED_FIELD_EMPTY');
    else this.bounded(field, label, text, max, options);
    return text;
  }

  optionalText(
    field: string,
    label: string,
    value: unknown,
    max: number,
    options: TextOptions = {},
  ): string | null | undefined {
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value !== 'string') {
      this.fail(field, `${label} must be text`, 'INVALID');
      return undefined;
    }
    const text = value.trim();
    this.bounded(field, label, text, max, options);
    return text || null;
  }

  email(field: string, value: unknown): string {
    const email = this.requiredText(field, 'Email', value, 254).toLowerCase();
    if (email && !EMAIL.test(email))
      this.fail(field, 'Email must be a valid email address', 'TYPE_EMAIL');
    return email;
  }

  /**
   * A new password: 6 to MAX_PASSWORD_LENGTH characters, kept as typed, without control characters
   * (NUL cuts the password short in some hashers and clients; none can be typed into a password box).
   * Signing in does not apply this rule, so an older password holding one still works.
   */
  password(field: string, label: string, value: unknown): string {
    const password = this.givenPassword(field, label, value);
    if (CONTROL.test(password))
      this.fail(field, `${label} must not contain control characters`, 'CONTROL_CHARACTERS');
    else if (password && password.length < 6)
      this.fail(field, `${label} must be at least 6 characters`, 'TOO_SHORT');
    return password;
  }

  /** A password to verify against a stored hash: refused before hashing when longer than any we accept. */
  givenPassword(field: string, label: string, value: unknown): string {
    const password = typeof value === 'string' ? value : '';
    if (!password) this.fail(field, `${label} is required`, 'REQUIRED_FIELD_EMPTY');
    else if (password.length > MAX_PASSWORD_LENGTH)
      this.fail(field, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`, 'TOO_LONG');
    return password;
  }

  private bounded(field: string, label: string, text: string, max: number, options: TextOptions) {
    if ((options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text))
      this.fail(
        field,
        options.multiline
          ? `${label} must not contain control characters`
          : `${label} must be one line without control characters`,
        'CONTROL_CHARACTERS',
      );
    else if (text.length > max)
      this.fail(field, `${label} must be at most ${max} characters`, 'TOO_LONG');
  }

  /** An absolute http(s) URL, shown to others as a link; undefined when blank or not one. */
  webLink(field: string, label: string, value: unknown, max: number): string | undefined {
    const text = this.optionalText(field, label, value, max);
    if (!text) return undefined;
    if (isWebLink(text)) return text;
    this.fail(field, `${label} must be an http(s) URL`);
    return undefined;
  }

  /** A whole number from `min` to `max`; `message` names the range when it is not. */
  wholeNumber(field: string, message: string, value: unknown, min: number, max: number): number {
    const ok = typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
    if (!ok) this.fail(field, message);
    return value as number;
  }

  fail(field: string, message: string, code = 'INVALID') {
    if (!this.problems.some((p) => p.field === field)) this.problems.push({ field, message, code });
  }

  /** Throws one BAD_USER_INPUT error listing every problem, if there are any. */
  done() {
    if (this.problems.length) throw badInput(this.problems);
  }
}

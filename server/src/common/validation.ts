import { badInput, type FieldError } from './errors/domain-error';

/** The untrusted shape of an input: what GraphQL typed or a REST body claimed, checked by a service. */
export type RawInput<T> = { [K in keyof T]?: unknown };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Collects field problems so a client learns every one at once. */
export class Checker {
  private readonly problems: FieldError[] = [];

  requiredText(field: string, label: string, value: unknown, max: number): string {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) this.fail(field, `${label} is required`, 'REQUIRED_FIELD_EMPTY');
    else if (text.length > max)
      this.fail(field, `${label} must be at most ${max} characters`, 'TOO_LONG');
    return text;
  }

  optionalText(
    field: string,
    label: string,
    value: unknown,
    max: number,
  ): string | null | undefined {
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value !== 'string') {
      this.fail(field, `${label} must be text`, 'INVALID');
      return undefined;
    }
    const text = value.trim();
    if (text.length > max)
      this.fail(field, `${label} must be at most ${max} characters`, 'TOO_LONG');
    return text || null;
  }

  email(field: string, value: unknown): string {
    const email = this.requiredText(field, 'Email', value, 254).toLowerCase();
    if (email && !EMAIL.test(email))
      this.fail(field, 'Email must be a valid email address', 'TYPE_EMAIL');
    return email;
  }

  password(field: string, label: string, value: unknown): string {
    const password = typeof value === 'string' ? value : '';
    if (!password) this.fail(field, `${label} is required`, 'REQUIRED_FIELD_EMPTY');
    else if (password.length < 6)
      this.fail(field, `${label} must be at least 6 characters`, 'TOO_SHORT');
    else if (password.length > 128)
      this.fail(field, `${label} must be at most 128 characters`, 'TOO_LONG');
    return password;
  }

  fail(field: string, message: string, code = 'INVALID') {
    if (!this.problems.some((p) => p.field === field)) this.problems.push({ field, message, code });
  }

  /** Throws one BAD_USER_INPUT error listing every problem, if there are any. */
  done() {
    if (this.problems.length) throw badInput(this.problems);
  }
}

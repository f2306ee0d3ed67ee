import { ApolloError } from '@apollo/client';
import { errorMessage } from '../../lib/errorMessage';
import { fieldProblems, hasErrorCode } from '../../lib/graphqlErrors';

/** What went wrong with a form: the first message per field, or one for the whole form. */
export interface FormProblems<F extends string> {
  fields: Partial<Record<F, string>>;
  form: string | null;
}

export const noProblems = <F extends string>(): FormProblems<F> => ({ fields: {}, form: null });

/**
 * Reads `extensions.fields` of a BAD_USER_INPUT error into messages beside the form's own
 * `fields` (the server's messages name the field already: "Current password is incorrect");
 * anything else becomes the form's message, the server's own words where it gave some.
 */
export function formProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
): FormProblems<F> {
  const byField: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const problem of fieldProblems(error)) {
    if ((fields as readonly string[]).includes(problem.field))
      byField[problem.field as F] ??= problem.message;
    else other.push(problem.message);
  }
  if (other.length > 0) return { fields: byField, form: other.join('. ') };
  if (Object.keys(byField).length > 0) return { fields: byField, form: null };
  return { fields: byField, form: serverMessage(error, fallback) };
}

/**
 * The message of a failed call. Unlike `errorMessage`, a SERVICE_UNAVAILABLE answer keeps the
 * server's words: for mail it says that this server sends none, which is no passing outage.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApolloError && hasErrorCode(error, 'SERVICE_UNAVAILABLE')) {
    const message = error.graphQLErrors.find((e) => e.message.trim() !== '')?.message;
    if (message) return message;
  }
  return errorMessage(error, fallback);
}

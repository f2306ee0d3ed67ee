import { ApolloError } from '@apollo/client';
import type { CourseField, CourseProblem } from './courseDraft';

const FORM_FIELDS: readonly string[] = ['courseTitle', 'coursePrice', 'discount', 'thumbnail'];

interface FieldErrorExtension {
  field: string;
  message: string;
}

const isFieldError = (value: unknown): value is FieldErrorExtension =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldErrorExtension).field === 'string' &&
  typeof (value as FieldErrorExtension).message === 'string';

/**
 * The BAD_USER_INPUT `extensions.fields` entries that belong to one of the form's own fields,
 * so they can be marked next to it (curriculum problems are only toasted).
 */
export function serverProblems(error: unknown): CourseProblem[] {
  if (!(error instanceof ApolloError)) return [];
  return error.graphQLErrors.flatMap((graphQLError) => {
    const fields: unknown = graphQLError.extensions?.fields;
    if (!Array.isArray(fields)) return [];
    return fields
      .filter(isFieldError)
      .filter((entry) => FORM_FIELDS.includes(entry.field))
      .map((entry) => ({ field: entry.field as CourseField, message: entry.message }));
  });
}

/** Problems keyed by field, the first message per field. */
export function problemsByField(problems: CourseProblem[]): Partial<Record<CourseField, string>> {
  const byField: Partial<Record<CourseField, string>> = {};
  for (const problem of problems) byField[problem.field] ??= problem.message;
  return byField;
}

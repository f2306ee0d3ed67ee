import { fieldProblems } from '../../../lib/graphqlErrors';
import type { CourseField, CourseProblem } from './courseDraft';

const FORM_FIELDS: readonly string[] = ['courseTitle', 'coursePrice', 'discount', 'thumbnail'];

/**
 * The BAD_USER_INPUT `extensions.fields` entries that belong to one of the form's own fields,
 * so they can be marked next to it (curriculum problems are only toasted).
 */
export function serverProblems(error: unknown): CourseProblem[] {
  return fieldProblems(error)
    .filter((entry) => FORM_FIELDS.includes(entry.field))
    .map((entry) => ({ field: entry.field as CourseField, message: entry.message }));
}

/** Problems keyed by field, the first message per field. */
export function problemsByField(problems: CourseProblem[]): Partial<Record<CourseField, string>> {
  const byField: Partial<Record<CourseField, string>> = {};
  for (const problem of problems) byField[problem.field] ??= problem.message;
  return byField;
}

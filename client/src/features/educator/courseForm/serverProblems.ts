import { fieldProblems } from '../../../lib/graphqlErrors';
import { sentRows } from '../../../components/sentRows';
import type { CourseDraft, CourseField, CourseProblem } from './courseDraft';

const FORM_FIELDS: readonly string[] = [
  'courseTitle',
  'coursePrice',
  'discount',
  'thumbnail',
  'categoryId',
  'level',
  'language',
  'tags',
  'learningPoints',
  'requirements',
];

/** `tags[2]`, `learningPoints[0]`: a list and the place of the item sent. */
const LIST_ITEM = /^(tags|learningPoints|requirements)\[(\d+)\]$/;

/**
 * The BAD_USER_INPUT `extensions.fields` entries that belong to one of the form's own fields,
 * so they can be marked next to it (curriculum problems are only toasted). A problem with one
 * tag marks the tags field; one with a point marks its row of `sent` (the draft that was sent:
 * blank rows were left out, so the server's index is not the row's).
 */
export function serverProblems(error: unknown, sent?: CourseDraft): CourseProblem[] {
  return fieldProblems(error).flatMap((entry): CourseProblem[] => {
    if (FORM_FIELDS.includes(entry.field))
      return [{ field: entry.field as CourseField, message: entry.message }];
    const item = LIST_ITEM.exec(entry.field);
    if (!item) return [];
    const [, list, index] = item;
    if (list === 'tags') return [{ field: 'tags', message: entry.message }];
    const field = list as 'learningPoints' | 'requirements';
    const row = sent ? sentRows(sent[field]).rowOf(Number(index)) : -1;
    return [{ field: row >= 0 ? `${field}[${row}]` : field, message: entry.message }];
  });
}

/** Problems keyed by field, the first message per field. */
export function problemsByField(problems: CourseProblem[]): Partial<Record<CourseField, string>> {
  const byField: Partial<Record<CourseField, string>> = {};
  for (const problem of problems) byField[problem.field] ??= problem.message;
  return byField;
}

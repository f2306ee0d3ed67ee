import en from '../../locales/en/courseEditor.json';
import { catalog } from '../../i18n/catalog';

/**
 * The `courseEditor` namespace (client/src/locales/en/courseEditor.json): the Add and Edit Course
 * forms, the curriculum, the description editor, publishing and quizzes.
 */
export const { t, useT, T } = catalog(en);

/** A message id of the namespace, for constants that name their text ('courseEditor.colour.red'). */
export type CourseEditorId = Parameters<typeof t>[0];

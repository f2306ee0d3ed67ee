import type { CourseProblem } from './courseDraft';

/**
 * Moves focus to the form control (by name) of the first problem, if there is one. A list's own
 * problem (`learningPoints`: no control has that name) focuses the list's first row.
 */
export function focusFirstProblem(form: HTMLFormElement | null, problems: CourseProblem[]): void {
  const field = problems[0]?.field;
  if (!field || !form) return;
  const element = form.elements.namedItem(field) ?? form.elements.namedItem(`${field}[0]`);
  if (element instanceof HTMLElement) element.focus();
}

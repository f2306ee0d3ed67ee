import type { CourseProblem } from './courseDraft';

/** Moves focus to the form control (by name) of the first problem, if there is one. */
export function focusFirstProblem(form: HTMLFormElement | null, problems: CourseProblem[]): void {
  const field = problems[0]?.field;
  const element = field ? form?.elements.namedItem(field) : null;
  if (element instanceof HTMLElement) element.focus();
}

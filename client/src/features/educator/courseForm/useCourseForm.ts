import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import { toChapterInputs } from '../curriculum/curriculum';
import {
  toCourseInput,
  type CourseDraft,
  type CourseField,
  type CourseInputValues,
  type CourseProblem,
} from './courseDraft';
import { focusFirstProblem } from './focusFirstProblem';
import { problemsByField, serverProblems } from './serverProblems';

interface CourseFormOptions<Saved> {
  initialDraft: () => CourseDraft;
  /** The client-side checks (checkCourseDraft, with the thumbnail on Add). */
  check: (draft: CourseDraft) => CourseProblem[];
  save: (input: CourseInputValues) => Promise<Saved>;
  successMessage: string | ((saved: Saved) => string);
  /** Toasted when the server's error has no message of its own. */
  failureMessage: string;
  /** With what `save` resolved to. */
  onSaved: (saved: Saved) => void | Promise<void>;
  /** The thumbnail chosen and not yet saved: an unsaved change too. */
  file?: File | null;
}

/** The draft as it would be saved: chapters without their local keys or collapsed state. */
const savedForm = (draft: CourseDraft) =>
  JSON.stringify({ ...draft, chapters: toChapterInputs(draft.chapters) });

/**
 * The Add and Edit Course forms' state and submit: check, mark and focus the first problem, save,
 * toast, then `onSaved`; a refusal from the server is marked and focused the same way.
 */
export function useCourseForm<Saved>(options: CourseFormOptions<Saved>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CourseDraft>(options.initialDraft);
  const [errors, setErrors] = useState<Partial<Record<CourseField, string>>>({});

  // Unsaved changes: the draft differs from the one last loaded or saved, or a file is chosen.
  // Kept in refs, so a save that navigates away at once is already counted as saved.
  const clean = useRef<{ form: string; file: File | null } | null>(null);
  clean.current ??= { form: savedForm(draft), file: null };
  const current = useRef({ draft, file: options.file ?? null });
  current.current = { draft, file: options.file ?? null };
  const isDirty = useCallback(() => {
    const { form, file } = clean.current!;
    return current.current.file !== file || savedForm(current.current.draft) !== form;
  }, []);

  /** Fields edited since the last render, whose shown errors are checked again. */
  const edited = useRef(new Set<string>());

  const patch = (change: Partial<CourseDraft>) => {
    for (const field of Object.keys(change)) edited.current.add(field);
    // The price decides whether there is a discount to check at all.
    if ('coursePrice' in change) edited.current.add('discount');
    setDraft((current) => ({ ...current, ...change }));
  };

  // Errors clear as they are fixed: an edited field's error is checked again by the same rules,
  // and goes (or changes its words) at once. A field nobody touched keeps its error, the server's
  // too, until the next submit.
  const { check } = options;
  useEffect(() => {
    const fields = [...edited.current] as CourseField[];
    edited.current.clear();
    if (fields.length === 0) return;
    setErrors((current) => {
      const shown = fields.filter((field) => current[field] !== undefined);
      if (shown.length === 0) return current;
      const now = problemsByField(check(draft));
      const next = { ...current };
      for (const field of shown) {
        if (now[field]) next[field] = now[field];
        else delete next[field];
      }
      return next;
    });
  }, [draft, check]);
  const clearError = (field: CourseField) => setErrors(({ [field]: _dropped, ...rest }) => rest);
  const markError = (field: CourseField, message: string) =>
    setErrors((current) => ({ ...current, [field]: message }));
  const clearErrors = (fields: CourseField[]) =>
    setErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });

  function refuse(problems: CourseProblem[], message: string) {
    setErrors(problemsByField(problems));
    showToast('error', message);
    focusFirstProblem(formRef.current, problems);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = options.check(draft);
    if (problems.length > 0) {
      refuse(problems, problems[0].message);
      return;
    }
    setErrors({});
    try {
      const saved = await options.save(toCourseInput(draft));
      clean.current = { form: savedForm(draft), file: options.file ?? null };
      const { successMessage } = options;
      showToast(
        'success',
        typeof successMessage === 'function' ? successMessage(saved) : successMessage,
      );
      await options.onSaved(saved);
    } catch (error) {
      refuse(serverProblems(error, draft), errorMessage(error, options.failureMessage));
    }
  }

  return {
    formRef,
    draft,
    errors,
    patch,
    clearError,
    clearErrors,
    markError,
    isDirty,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}

import { useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/errorMessage';
import {
  toCourseInput,
  type CourseDraft,
  type CourseField,
  type CourseInputValues,
  type CourseProblem,
} from './courseDraft';
import { focusFirstProblem } from './focusFirstProblem';
import { problemsByField, serverProblems } from './serverProblems';

interface CourseFormOptions {
  initialDraft: () => CourseDraft;
  /** The client-side checks (checkCourseDraft, with the thumbnail on Add). */
  check: (draft: CourseDraft) => CourseProblem[];
  save: (input: CourseInputValues) => Promise<unknown>;
  successMessage: string;
  /** Toasted when the server's error has no message of its own. */
  failureMessage: string;
  onSaved: () => void | Promise<void>;
}

/**
 * The Add and Edit Course forms' state and submit: check, mark and focus the first problem, save,
 * toast, then `onSaved`; a refusal from the server is marked and focused the same way.
 */
export function useCourseForm(options: CourseFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CourseDraft>(options.initialDraft);
  const [errors, setErrors] = useState<Partial<Record<CourseField, string>>>({});

  const patch = (change: Partial<CourseDraft>) =>
    setDraft((current) => ({ ...current, ...change }));
  const clearError = (field: CourseField) => setErrors(({ [field]: _dropped, ...rest }) => rest);
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
      await options.save(toCourseInput(draft));
      showToast('success', options.successMessage);
      await options.onSaved();
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
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}

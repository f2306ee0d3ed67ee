import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  courseListParams,
  normalized,
  parseCourseListParams,
  type CourseListState,
} from './courseListState';

/** A change of the course list's state, from the state it applies to. */
export type CourseListUpdate = (current: CourseListState) => CourseListState;

/**
 * The course list's filters and sort, read from the address's query parameters, and a setter that
 * writes them back: a new history entry per change (Back undoes it), or `replace` for changes that
 * come in a stream (typing). The path (search text, category) is kept. `search` is the list's search
 * text, which decides the default sort (left out of the state and the address).
 *
 * Changes are functions of the state: a navigation is a transition, so a second change can come
 * (a quick click) before the first has rendered; it then applies to the state last asked for, not
 * to the one still shown, and neither is lost.
 */
export function useCourseListState(
  search = '',
): [CourseListState, (update: CourseListUpdate, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCourseListParams(params, search), [params, search]);
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  const update = useCallback(
    (change: CourseListUpdate, options: { replace?: boolean } = {}) => {
      const next = normalized(change(latest.current), search);
      latest.current = next;
      void setParams(courseListParams(next), { replace: options.replace });
    },
    [setParams, search],
  );
  return [state, update];
}

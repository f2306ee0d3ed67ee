import { useLocation, useNavigate } from 'react-router-dom';
import { FilterChip } from './FilterChip';
import { useT } from './i18n';

/** `Search: "term"` with a clear button that returns to the list without the text (filters kept). */
export function SearchChip({ term }: { term: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <FilterChip
      label={t('courses.search.chip', { term })}
      removeLabel={t('courses.search.clear')}
      onRemove={() => void navigate(`/course-list${search}`)}
    />
  );
}

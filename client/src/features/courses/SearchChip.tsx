import { useLocation, useNavigate } from 'react-router-dom';
import { FilterChip } from './FilterChip';

/** `Search: "term"` with a clear button that returns to the list without the text (filters kept). */
export function SearchChip({ term }: { term: string }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <FilterChip
      label={`Search: "${term}"`}
      removeLabel="Clear search"
      onRemove={() => void navigate(`/course-list${search}`)}
    />
  );
}

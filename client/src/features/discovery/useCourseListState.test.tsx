import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useCourseListState } from './useCourseListState';

function Probe() {
  const { search } = useLocation();
  const [state, update] = useCourseListState();
  return (
    <>
      <output data-testid="search">{search}</output>
      <output data-testid="price">{state.price ?? 'any'}</output>
      <button
        type="button"
        onClick={() => {
          // Two changes before the first has rendered (a navigation is a transition).
          update((s) => ({ ...s, price: 'FREE' }));
          update((s) => ({ ...s, categories: [...s.categories, 'analytics'] }));
          update((s) => ({ ...s, sort: 'HIGHEST_RATED' }));
        }}
      >
        Quick changes
      </button>
      <button
        type="button"
        onClick={() => update((s) => ({ ...s, price: null }), { replace: true })}
      >
        Any price
      </button>
    </>
  );
}

const press = (name: string) =>
  act(() => {
    screen.getByRole('button', { name }).click();
    return Promise.resolve();
  });

describe('useCourseListState', () => {
  it('reads the address and applies each change to the state last asked for', async () => {
    render(
      <MemoryRouter initialEntries={['/course-list?category=seo&level=BEGINNER']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('price')).toHaveTextContent('any');
    await press('Quick changes');
    expect(screen.getByTestId('search')).toHaveTextContent(
      '?category=analytics&category=seo&price=free&level=beginner&sort=HIGHEST_RATED',
    );
    expect(screen.getByTestId('price')).toHaveTextContent('FREE');
    await press('Any price');
    expect(screen.getByTestId('search')).toHaveTextContent(
      '?category=analytics&category=seo&level=beginner&sort=HIGHEST_RATED',
    );
  });
});

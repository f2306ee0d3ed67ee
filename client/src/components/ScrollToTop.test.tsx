import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

function Nav() {
  const navigate = useNavigate();
  const go =
    (to: string | number, replace = false) =>
    () =>
      void (typeof to === 'number' ? navigate(to) : navigate(to, { replace }));
  return (
    <>
      <button type="button" onClick={go('/my-enrollments')}>
        Redirect
      </button>
      <button type="button" onClick={go('/', true)}>
        Replace
      </button>
      <button type="button" onClick={go('/course/1?tab=reviews')}>
        Filter
      </button>
      <button type="button" onClick={go(-1)}>
        Back
      </button>
    </>
  );
}

const click = (name: string) =>
  act(() => {
    screen.getByRole('button', { name }).click();
    return Promise.resolve();
  });

describe('ScrollToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo as typeof window.scrollTo;
  });

  it('opens a page reached by a link or a redirect at the top, and leaves Back and query changes alone', async () => {
    render(
      <MemoryRouter initialEntries={['/course/1']}>
        <ScrollToTop />
        <Nav />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await click('Filter');
    expect(scrollTo).not.toHaveBeenCalled();
    await click('Redirect');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    await click('Back');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await click('Replace');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

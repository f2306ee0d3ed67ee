import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useKeepScroll } from './useKeepScroll';

function ListPage({ ready }: { ready: boolean }) {
  useKeepScroll(ready);
  return <p>List</p>;
}

function Nav() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/course/1')}>
        Open
      </button>
      <button type="button" onClick={() => void navigate('/list')}>
        List link
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

let entry = 0;

/** The list page in a router of its own (a first entry with a key of its own: positions are module-wide). */
function app(ready: boolean, key: string) {
  return (
    <MemoryRouter initialEntries={[{ pathname: '/list', key }]}>
      <Routes>
        <Route path="/list" element={<ListPage ready={ready} />} />
        <Route path="/course/:id" element={<p>Course</p>} />
      </Routes>
      <Nav />
    </MemoryRouter>
  );
}

function renderApp(ready = true) {
  const key = `entry-${(entry += 1)}`;
  const view = render(app(ready, key));
  return { ...view, rerender: (nextReady: boolean) => view.rerender(app(nextReady, key)) };
}

/** Scrolls the window to `top` and lets the recorder's animation frame run. */
async function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

const click = (name: string) =>
  act(() => {
    screen.getByRole('button', { name }).click();
    return Promise.resolve();
  });

describe('useKeepScroll', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('puts the list back where it was when the learner comes Back to it', async () => {
    renderApp();
    await scrollWindowTo(1234);
    await click('Open');
    expect(screen.getByText('Course')).toBeInTheDocument();
    // The course page's own scroll is not the list's.
    await scrollWindowTo(0);
    expect(scrollTo).not.toHaveBeenCalled();

    await click('Back');
    expect(screen.getByText('List')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 1234 });
  });

  it('leaves the scroll alone when the list is opened afresh (a PUSH)', async () => {
    renderApp();
    await scrollWindowTo(800);
    await click('Open');
    await click('List link');
    expect(screen.getByText('List')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits until the content is there', async () => {
    const { rerender } = renderApp(false);
    await scrollWindowTo(500);
    await click('Open');
    await click('Back');
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(true);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 });
    rerender(true);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

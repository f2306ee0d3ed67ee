import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { system } from '../theme';
import { FIRST_LOAD_SEEN_KEY, FirstLoadGate } from './FirstLoadGate';

/** Stands for the app: a link, and a flag set once it has mounted (its queries would start there). */
function Page({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return <a href="/course-list">Course list</a>;
}

function renderGate(ms = 3000) {
  const mounted = jest.fn();
  const view = render(
    <ChakraProvider value={system}>
      <FirstLoadGate ms={ms}>
        <Page onMount={mounted} />
      </FirstLoadGate>
    </ChakraProvider>,
  );
  return { ...view, mounted };
}

const splash = () => screen.queryByRole('status', { name: 'Loading BrandCraft' });

describe('FirstLoadGate', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('covers the first load of a session for `ms` while the app mounts underneath, hidden and inert', () => {
    const { mounted } = renderGate(3000);
    expect(splash()).toBeInTheDocument();
    expect(screen.getByText('Getting your classroom ready…')).toBeInTheDocument();
    expect(mounted).toHaveBeenCalled();
    const link = screen.getByText('Course list');
    expect(link).not.toBeVisible();
    expect(link.closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Course list' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900));
    expect(splash()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Course list' })).toBeVisible();
    expect(link.closest('[inert]')).toBeNull();
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it('is not shown again in the same browser session', () => {
    renderGate().unmount();
    expect(sessionStorage.getItem(FIRST_LOAD_SEEN_KEY)).not.toBeNull();
    renderGate();
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Course list' })).toBeVisible();
  });

  it('shows at every load when sessionStorage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    renderGate().unmount();
    renderGate();
    expect(splash()).toBeInTheDocument();
  });

  it('is skipped when ms is 0', () => {
    renderGate(0);
    expect(splash()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Course list' })).toBeVisible();
    expect(sessionStorage.getItem(FIRST_LOAD_SEEN_KEY)).toBeNull();
  });
});

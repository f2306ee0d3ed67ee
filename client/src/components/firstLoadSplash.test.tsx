import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { system } from '../theme';
import { FirstLoadGate } from './FirstLoadGate';
import {
  FIRST_LOAD_CLASS,
  FIRST_LOAD_SEEN_KEY,
  FIRST_LOAD_SPLASH_ID,
  firstLoadScript,
} from './firstLoadSplash';

const indexHtml = readFileSync(join(__dirname, '../../index.html'), 'utf8');
const splashMarkup =
  indexHtml.match(/<div id="first-load-splash"[\s\S]*?<\/p>\s*<\/div>/)?.[0] ?? '';

/** What index.html and its head script leave in the page before the app's code runs. */
function paintSplash(ms: number) {
  document.body.insertAdjacentHTML('afterbegin', splashMarkup);
  runHeadScript(ms);
}

/** Runs the head script exactly as the build ships it. */
function runHeadScript(ms: number) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string
  new Function(firstLoadScript(ms))();
}

describe('the splash painted by index.html', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    document.documentElement.classList.remove(FIRST_LOAD_CLASS);
    document.getElementById(FIRST_LOAD_SPLASH_ID)?.remove();
  });
  afterEach(() => jest.useRealTimers());

  it('is an accessible status, marked on the first load of a session only', () => {
    expect(splashMarkup).toContain('role="status"');
    expect(splashMarkup).toContain('aria-live="polite"');
    expect(splashMarkup).toContain('aria-label="Loading BrandCraft"');
    // Both the pulsing logo and the spinner stand still for people who asked for less motion.
    expect(indexHtml).toMatch(
      /prefers-reduced-motion: reduce\) \{\s*\.first-load #first-load-splash svg,\s*\.first-load-spinner \{\s*animation: none;/,
    );
    paintSplash(3000);
    expect(document.documentElement).toHaveClass(FIRST_LOAD_CLASS);
    expect(sessionStorage.getItem(FIRST_LOAD_SEEN_KEY)).not.toBeNull();
    document.documentElement.classList.remove(FIRST_LOAD_CLASS);
    runHeadScript(3000);
    expect(document.documentElement).not.toHaveClass(FIRST_LOAD_CLASS);
  });

  it('is worded in Hindi, and sets <html lang>, when the stored choice is Hindi', async () => {
    const hindi = { label: 'BrandCraft लोड हो रहा है', text: 'आपकी क्लास तैयार हो रही है…' };
    localStorage.setItem('locale', 'hi');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string
    new Function(firstLoadScript(3000, hindi))();
    document.body.insertAdjacentHTML('afterbegin', splashMarkup);
    await Promise.resolve(); // the observer's callback is a microtask
    const splash = document.getElementById(FIRST_LOAD_SPLASH_ID);
    expect(document.documentElement.lang).toBe('hi');
    expect(splash).toHaveAttribute('aria-label', hindi.label);
    expect(splash).toHaveTextContent(hindi.text);
    localStorage.clear();
  });

  it('stays in English, and says so in <html lang>, for an English browser', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'hi']);
    paintSplash(3000);
    expect(document.documentElement.lang).toBe('en');
    expect(document.getElementById(FIRST_LOAD_SPLASH_ID)).toHaveTextContent(
      'Getting your classroom ready…',
    );
  });

  it('is not marked when VITE_LOADER_MS is 0', () => {
    paintSplash(0);
    expect(document.documentElement).not.toHaveClass(FIRST_LOAD_CLASS);
  });

  it('is taken over by the gate and removed `ms` after the first paint, showing the app', () => {
    paintSplash(3000);
    act(() => jest.advanceTimersByTime(1000)); // the app's code arrives a second after the paint
    render(
      <ChakraProvider value={system}>
        <FirstLoadGate ms={3000}>
          <a href="/course-list">Course list</a>
        </FirstLoadGate>
      </ChakraProvider>,
    );
    expect(screen.getAllByRole('status', { name: 'Loading BrandCraft' })).toHaveLength(1);
    expect(screen.getByText('Course list')).not.toBeVisible();
    act(() => jest.advanceTimersByTime(1900));
    expect(document.getElementById(FIRST_LOAD_SPLASH_ID)).not.toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(document.getElementById(FIRST_LOAD_SPLASH_ID)).toBeNull();
    expect(document.documentElement).not.toHaveClass(FIRST_LOAD_CLASS);
    expect(screen.getByRole('link', { name: 'Course list' })).toBeVisible();
  });

  it("uses the theme's colours", () => {
    const colors = system.tokens.categoryMap.get('colors');
    for (const token of ['brand.50', 'accent.50', 'brand.600', 'brand.800', 'brand.900']) {
      const value = String(colors?.get(token)?.value).toLowerCase();
      expect(indexHtml.toLowerCase()).toContain(value);
    }
  });
});

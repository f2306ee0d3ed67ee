import { Center, Image, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import logoUrl from '../assets/logo.svg';
import { FirstLoadDoneContext } from './firstLoadContext';
import { useT } from './i18n';
import {
  FIRST_LOAD_SEEN_KEY,
  msSinceFirstPaint,
  paintedSplash,
  removePaintedSplash,
} from './firstLoadSplash';

export { FIRST_LOAD_SEEN_KEY };

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(FIRST_LOAD_SEEN_KEY) !== null;
  } catch {
    return false; // storage blocked: every load is a first load
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(FIRST_LOAD_SEEN_KEY, '1');
  } catch {
    // storage blocked: nothing to remember it in
  }
}

/**
 * The full-screen animated screen of the first load of a browser session, up for `ms`. index.html
 * paints it before any JavaScript arrives (firstLoadSplash.ts); the gate takes it over and lifts it
 * `ms` after that first paint (at once if the app mounts later). Without that markup (tests, a
 * blocked head script) the gate shows its own screen for `ms` from mount. The app mounts underneath
 * at once, hidden and inert, so its code, fonts and first queries load meanwhile and its content
 * is there the moment the screen lifts (timed UI waits for that: useFirstLoadDone).
 * Refreshes and deep links later in the same session skip the screen.
 */
export function FirstLoadGate({ ms, children }: { ms: number; children: ReactNode }) {
  const [painted] = useState(() => ms > 0 && paintedSplash() !== null);
  const [up, setUp] = useState(() => painted || (ms > 0 && !seenThisSession()));
  useEffect(() => {
    if (!up) return undefined;
    if (!painted) markSeen(); // index.html's script marked it when it painted the screen
    const left = painted ? Math.max(0, ms - msSinceFirstPaint()) : ms;
    const timer = setTimeout(() => setUp(false), left);
    return () => clearTimeout(timer);
  }, [up, ms, painted]);
  // In the commit that shows the app, before the browser paints it.
  useLayoutEffect(() => {
    if (!up) removePaintedSplash();
  }, [up]);
  return (
    <>
      {/* visibility (not display) keeps the hidden app laid out, so its fonts and images load. */}
      <div inert={up} style={up ? { visibility: 'hidden' } : undefined}>
        <FirstLoadDoneContext value={!up}>{children}</FirstLoadDoneContext>
      </div>
      {up && !painted && <FirstLoadScreen />}
    </>
  );
}

/** The screen when index.html did not paint one; the same look (index.html keeps to the theme). */
function FirstLoadScreen() {
  const t = useT();
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="overlay"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="accent.50"
    >
      <VStack gap="6" role="status" aria-label={t('components.loadingBrandCraft')}>
        <Image src={logoUrl} alt="" h="14" animation="pulse 1.6s ease-in-out infinite" />
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="brand.800" fontWeight="medium">
          {t('components.classroomReady')}
        </Text>
      </VStack>
    </Center>
  );
}

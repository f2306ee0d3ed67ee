import { Center, Image, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import logoUrl from '../assets/logo.svg';
import { FirstLoadDoneContext } from './firstLoadContext';

/** sessionStorage key: the first-load screen has been shown in this browser session. */
export const FIRST_LOAD_SEEN_KEY = 'brandcraft.firstLoadSeen';

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
 * The full-screen animated screen of the first load of a browser session, up for `ms`. The app
 * mounts underneath at once, hidden and inert, so its code, fonts and first queries load meanwhile
 * and its content is there the moment the screen lifts (timed UI waits for that: useFirstLoadDone).
 * Refreshes and deep links later in the same session skip the screen.
 */
export function FirstLoadGate({ ms, children }: { ms: number; children: ReactNode }) {
  const [up, setUp] = useState(() => ms > 0 && !seenThisSession());
  useEffect(() => {
    if (!up) return undefined;
    markSeen();
    const timer = setTimeout(() => setUp(false), ms);
    return () => clearTimeout(timer);
  }, [up, ms]);
  return (
    <>
      {/* visibility (not display) keeps the hidden app laid out, so its fonts and images load. */}
      <div inert={up} style={up ? { visibility: 'hidden' } : undefined}>
        <FirstLoadDoneContext value={!up}>{children}</FirstLoadDoneContext>
      </div>
      {up && <FirstLoadScreen />}
    </>
  );
}

function FirstLoadScreen() {
  return (
    <Center
      position="fixed"
      inset="0"
      zIndex="overlay"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="accent.50"
    >
      <VStack gap="6" role="status" aria-label="Loading BrandCraft">
        <Image src={logoUrl} alt="" h="14" animation="pulse 1.6s ease-in-out infinite" />
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="brand.800" fontWeight="medium">
          Getting your classroom ready…
        </Text>
      </VStack>
    </Center>
  );
}

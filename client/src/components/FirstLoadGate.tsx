import { Center, Image, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import logoUrl from '../assets/logo.svg';

/** Full-screen animated screen shown instead of the app for `ms` at first load. */
export function FirstLoadGate({ ms, children }: { ms: number; children: ReactNode }) {
  const [done, setDone] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return undefined;
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done ? children : <FirstLoadScreen />;
}

function FirstLoadScreen() {
  return (
    <Center
      position="fixed"
      inset="0"
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

import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { pwaState } from './pwaState';
import { SKIP_WAITING } from './swProtocol';
import { useT } from './i18n';

/** Activates the waiting version, then reloads once it controls the page. */
function applyUpdate() {
  const { waiting } = pwaState();
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: SKIP_WAITING });
}

/** The banner of a saved copy (role="status", announced once) and the new-version prompt. */
export default function PwaNotices({ savedCopy, update }: { savedCopy: boolean; update: boolean }) {
  const t = useT();
  const [later, setLater] = useState(false);
  return (
    <>
      {savedCopy && (
        <Box role="status" bg="accent.50" color="fg" px="4" py="2" textAlign="center" fontSize="sm">
          {t('offline.savedCopy')}
        </Box>
      )}
      {update && !later && (
        <Flex
          role="status"
          bg="brand.50"
          px="4"
          py="2"
          gap="3"
          align="center"
          justify="center"
          wrap="wrap"
        >
          <Text fontSize="sm" fontWeight="medium">
            {t('offline.updateReady')}
          </Text>
          <Button size="sm" colorPalette="brand" onClick={applyUpdate}>
            {t('offline.reload')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setLater(true)}>
            {t('offline.notNow')}
          </Button>
        </Flex>
      )}
    </>
  );
}

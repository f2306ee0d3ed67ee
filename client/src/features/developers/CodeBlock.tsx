import { Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { showToast } from '../../components/ui/toaster';
import { T, useT } from './i18n';

/** A labelled, scrollable block of code with a Copy button; it never widens the page on a phone. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      showToast('success', t('developers.copied', { label }));
    } catch {
      showToast('error', t('developers.copyError'));
    }
  }
  return (
    <Stack gap="1" minW="0">
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => void copy()}>
          <T id="developers.copy" values={{ label }} components={{ 0: <chakra.span srOnly /> }} />
        </Button>
      </HStack>
      <Box
        as="pre"
        // Focusable and named, so a keyboard can scroll a wide line.
        tabIndex={0}
        role="region"
        aria-label={label}
        bg="gray.900"
        color="gray.50"
        rounded="md"
        p="3"
        fontSize="xs"
        fontFamily="mono"
        overflowX="auto"
        maxW="full"
      >
        <code>{code}</code>
      </Box>
    </Stack>
  );
}

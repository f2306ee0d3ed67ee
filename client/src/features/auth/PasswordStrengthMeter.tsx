import { HStack, Progress, Text } from '@chakra-ui/react';
import { useT } from './formsI18n';
import { passwordStrength, strengthLabel, type StrengthScore } from './passwordStrength';

const meterPalette: Record<StrengthScore, string> = {
  0: 'red',
  1: 'red',
  2: 'orange',
  3: 'yellow',
  4: 'green',
};

/** Live strength (0-4) of the typed password as a meter and a label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useT();
  if (password === '') return null;
  const score = passwordStrength(password);
  const label = strengthLabel(score);
  return (
    <HStack gap="3" mt="2" w="full" aria-live="polite">
      <Progress.Root flex="1" size="xs" max={4} value={score} colorPalette={meterPalette[score]}>
        <Progress.Track aria-label={t('authForms.passwordStrength')} aria-valuetext={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" minW="24" data-testid="password-strength">
        {t('authForms.strength', { label })}
      </Text>
    </HStack>
  );
}

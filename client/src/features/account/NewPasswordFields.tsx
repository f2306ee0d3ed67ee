import { Alert, Field, Text } from '@chakra-ui/react';
import { matchMessage, passwordMatchStatus } from '../auth/passwordMatch';
import { MIN_PASSWORD_LENGTH } from '../auth/passwordStrength';
import { PasswordInput } from '../auth/PasswordInput';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { useT } from './i18n';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The server's message about the new password (extensions.fields). */
  passwordError?: string;
  /** Shown after a submit with differing passwords, until either is typed in again. */
  mismatchAlert: boolean;
  confirmLabel?: string;
}

/**
 * A new password typed twice, by the sign-up rules: at least 6 characters, a live strength meter,
 * a live match or mismatch line, and the 'Passwords do not match' alert.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmChange,
  passwordError,
  mismatchAlert,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const t = useT();
  const match = passwordMatchStatus(password, confirmPassword);
  return (
    <>
      <Field.Root required invalid={passwordError !== undefined}>
        <Field.Label>{t('account.newPassword')}</Field.Label>
        <PasswordInput
          name="newPassword"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
        />
        <PasswordStrengthMeter password={password} />
        <Field.ErrorText>{passwordError}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={match === 'mismatch'}>
        <Field.Label>{confirmLabel ?? t('account.confirmPassword')}</Field.Label>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          value={confirmPassword}
          onChange={(e) => onConfirmChange(e.target.value)}
        />
        {match !== 'empty' && (
          <Text
            fontSize="sm"
            aria-live="polite"
            color={match === 'match' ? 'green.fg' : 'red.fg'}
            data-testid="password-match"
          >
            {matchMessage(match)}
          </Text>
        )}
      </Field.Root>
      {mismatchAlert && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('account.passwordsDoNotMatch')}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}

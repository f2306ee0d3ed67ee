import { Alert } from '@chakra-ui/react';

/** A form-wide message: an error (announced at once) or a success (announced politely). */
export function FormAlert({ status, children }: { status: 'error' | 'success'; children: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

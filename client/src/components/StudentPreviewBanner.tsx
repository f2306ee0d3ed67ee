import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Says the page is a preview as a student, with the way back out of it. */
export function StudentPreviewBanner({ exitTo, exitLabel }: { exitTo: string; exitLabel: string }) {
  return (
    <Alert.Root status="info" role="status" rounded="none" px={{ base: '4', md: '8' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Previewing as a student</Alert.Title>
        <Alert.Description>
          Nothing you do here enrols you or records progress.{' '}
          <Link asChild fontWeight="semibold" textDecoration="underline">
            <RouterLink to={exitTo}>{exitLabel}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuBookOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/** No enrollments yet: a way to the catalog. */
export function EnrollmentsEmpty() {
  const t = useT();
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuBookOpen />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t('learning.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('learning.emptyText')}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/course-list">{t('learning.browseCourses')}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

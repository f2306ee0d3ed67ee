import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../i18n';

/** The player of a course the viewer has not enrolled in. */
export function NotEnrolledNotice({ courseId }: { courseId: string }) {
  const t = useT();
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" textAlign="center">
      <Heading as="h1" size="2xl" color="brand.900">
        {t('learning.notEnrolledTitle')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('learning.notEnrolledText')}
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to={`/course/${courseId}`}>{t('learning.goToCoursePage')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/my-enrollments">{t('learning.myEnrollments')}</RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}

import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from './i18n';

/**
 * A page for something that is not there: its title, a message, "Browse Courses", and below them
 * `children` (other ways on).
 */
export function NotFound({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <VStack minH="60vh" justify="center" gap="4" px="4" py="12" textAlign="center">
      <Heading as="h1" size="2xl" color="brand.900">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {message}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/course-list">{t('components.browseCourses')}</RouterLink>
      </Button>
      {children}
    </VStack>
  );
}

/** Shown for an unknown or malformed course id, or when the course cannot be loaded. */
export function CourseNotFound({ title, message }: { title?: string; message?: string }) {
  const t = useT();
  return (
    <NotFound
      title={title ?? t('components.courseNotFound')}
      message={message ?? t('components.courseNotFoundMessage')}
    />
  );
}

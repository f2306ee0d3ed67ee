import { Badge, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { courseListPath } from './courseListPath';
import { useT } from './i18n';

/** The course's keywords as small chips, each a search of the catalog for it. */
export function CourseTags({ tags }: { tags: string[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="course-tags">
      <Heading as="h2" id="course-tags" size="md">
        {t('courses.detail.tags')}
      </Heading>
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge
              asChild
              variant="subtle"
              colorPalette="brand"
              size="md"
              rounded="full"
              px="2.5"
              _hover={{ bg: 'brand.muted' }}
            >
              <RouterLink to={courseListPath(tag)}>{tag}</RouterLink>
            </Badge>
          </li>
        ))}
      </HStack>
    </Stack>
  );
}

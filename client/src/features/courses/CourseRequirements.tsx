import { Heading, List, Stack } from '@chakra-ui/react';
import { useT } from './i18n';

/** "Requirements": what a learner needs before starting, as a bulleted list. */
export function CourseRequirements({ requirements }: { requirements: string[] }) {
  const t = useT();
  if (requirements.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="course-requirements">
      <Heading as="h2" id="course-requirements" size="xl">
        {t('courses.detail.requirements')}
      </Heading>
      <List.Root ps="5" gap="2" fontSize="sm">
        {requirements.map((requirement, index) => (
          <List.Item key={index} overflowWrap="anywhere">
            {requirement}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

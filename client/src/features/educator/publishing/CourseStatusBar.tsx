import { HStack, Text } from '@chakra-ui/react';
import { PublishControls } from './PublishControls';
import { PublishStatusBadge } from './PublishStatusBadge';
import { useT } from '../courseEditor.i18n';

/** The edit page's header line: the course's status, and Publish/Unpublish and Preview. */
export function CourseStatusBar({
  course,
}: {
  course: { id: string; courseTitle: string; isPublished: boolean };
}) {
  const t = useT();
  return (
    <HStack
      gap="3"
      wrap="wrap"
      justify="space-between"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      p="3"
      mb="6"
      aria-label={t('courseEditor.publishing.statusGroup')}
      role="group"
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{t('courseEditor.publishing.status')}</Text>
        <PublishStatusBadge published={course.isPublished} />
        <Text fontSize="sm" color="fg.muted">
          {t(
            course.isPublished
              ? 'courseEditor.publishing.inCatalog'
              : 'courseEditor.publishing.ownerOnly',
          )}
        </Text>
      </HStack>
      <PublishControls course={course} />
    </HStack>
  );
}

import { HStack, Stack, Text } from '@chakra-ui/react';
import { CourseThumbnail } from '../../../components/CourseThumbnail';
import type { EducatorCourseRowFragment } from '../educator.generated';
import { PublishStatusBadge } from '../publishing/PublishStatusBadge';

/** Thumbnail, title and status (Draft or Published) of one of the educator's courses. */
export function CourseTitleCell({ course }: { course: EducatorCourseRowFragment }) {
  return (
    <HStack gap="3" minW="0" align="center">
      <CourseThumbnail
        src={course.courseThumbnail}
        sources={course.thumbnailSources}
        sizes="5rem"
        alt=""
        w="20"
        aspectRatio={16 / 9}
        objectFit="cover"
        rounded="md"
        borderWidth="1px"
        flexShrink={0}
      />
      <Stack gap="1" minW="0" align="flex-start">
        <Text fontWeight="medium" lineClamp={2} overflowWrap="anywhere" minW="0">
          {course.courseTitle}
        </Text>
        <PublishStatusBadge published={course.isPublished} />
      </Stack>
    </HStack>
  );
}

import { Badge, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { EducatorCourseRowFragment } from '../../../generated/graphql';
import { isArchived } from './courseStatus';

/** Thumbnail, title and the 'Archived' badge of one of the educator's courses. */
export function CourseTitleCell({ course }: { course: EducatorCourseRowFragment }) {
  return (
    <HStack gap="3" minW="0" align="center">
      <Image
        src={course.courseThumbnail}
        alt=""
        w="20"
        aspectRatio={16 / 9}
        objectFit="cover"
        rounded="md"
        borderWidth="1px"
        flexShrink={0}
      />
      <Stack gap="1" minW="0" align="flex-start">
        <Text fontWeight="medium" lineClamp={2} overflowWrap="anywhere">
          {course.courseTitle}
        </Text>
        {isArchived(course) && (
          <Badge colorPalette="orange" variant="subtle" size="sm">
            Archived
          </Badge>
        )}
      </Stack>
    </HStack>
  );
}

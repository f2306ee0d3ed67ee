import { Stack, Text } from '@chakra-ui/react';
import type { EducatorCourseRowFragment } from '../../../generated/graphql';
import { formatMoney, formatPrice } from '../../../lib/format';

/** The price learners pay, with the list price struck through when discounted. */
export function CoursePrice({ course }: { course: EducatorCourseRowFragment }) {
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{formatPrice(course.netPrice)}</Text>
      {course.discount > 0 && (
        <Text fontSize="xs" color="fg.muted">
          <Text as="s">{formatMoney(course.coursePrice)}</Text> · {course.discount}% off
        </Text>
      )}
    </Stack>
  );
}

import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddCourseForm, type AddedCourse } from '../../features/educator/courseForm/AddCourseForm';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { studentPreviewPath } from '../../lib/studentPreview';
import { usePageTitle } from '../../lib/usePageTitle';

/**
 * The course just added, with the way to it and to its editor; stays until the next. The save's
 * toast (useCourseForm) is what says it was added, once: this only links, so it announces nothing
 * and does not say it again.
 */
function JustAdded({ course }: { course: AddedCourse }) {
  return (
    <Stack
      as="section"
      aria-label="Course just added"
      gap="1"
      mb="6"
      p="4"
      borderWidth="1px"
      rounded="md"
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {`“${course.courseTitle}”`}
        </Text>
        <Badge colorPalette={course.isPublished ? 'green' : 'gray'}>
          {course.isPublished ? 'Published' : 'Draft'}
        </Badge>
      </HStack>
      <HStack gap="4" wrap="wrap">
        <Link asChild fontWeight="medium" textDecoration="underline">
          {course.isPublished ? (
            <RouterLink to={`/course/${course.id}`}>View the course</RouterLink>
          ) : (
            <RouterLink to={studentPreviewPath(course.id)}>Preview as a student</RouterLink>
          )}
        </Link>
        <Link asChild fontWeight="medium" textDecoration="underline">
          <RouterLink to={`/educator/edit-course/${course.id}`}>Edit it</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}

export default function AddCoursePage() {
  usePageTitle('Add course');
  // A new key mounts a fresh form: after a course is added every field starts empty again.
  const [formKey, setFormKey] = useState(0);
  const [added, setAdded] = useState<AddedCourse | null>(null);
  return (
    <EducatorPage title="Add Course" maxW="4xl">
      {added && <JustAdded course={added} />}
      <AddCourseForm
        key={formKey}
        onCreated={(course) => {
          setAdded(course);
          setFormKey((key) => key + 1);
          window.scrollTo({ top: 0 });
        }}
      />
    </EducatorPage>
  );
}

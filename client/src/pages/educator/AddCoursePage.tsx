import { Alert, HStack, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddCourseForm, type AddedCourse } from '../../features/educator/courseForm/AddCourseForm';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { studentPreviewPath } from '../../lib/studentPreview';
import { usePageTitle } from '../../lib/usePageTitle';

/** Says which course was just added, with the way to it and to its editor; stays until the next. */
function AddedNotice({ course }: { course: AddedCourse }) {
  return (
    <Alert.Root status="success" role="status" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {course.isPublished
            ? `“${course.courseTitle}” was added.`
            : `“${course.courseTitle}” was saved as a draft: only you can see it until you publish it.`}
        </Alert.Title>
        <Alert.Description>
          <HStack gap="4" wrap="wrap" mt="1">
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
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export default function AddCoursePage() {
  usePageTitle('Add course');
  // A new key mounts a fresh form: after a course is added every field starts empty again.
  const [formKey, setFormKey] = useState(0);
  const [added, setAdded] = useState<AddedCourse | null>(null);
  return (
    <EducatorPage title="Add Course" maxW="4xl">
      {added && <AddedNotice course={added} />}
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

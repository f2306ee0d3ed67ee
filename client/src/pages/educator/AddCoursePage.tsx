import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddCourseForm, type AddedCourse } from '../../features/educator/courseForm/AddCourseForm';
import { EducatorPage } from '../../features/educator/EducatorPage';
import { useT } from '../../features/educator/i18n';
import { studentPreviewPath } from '../../lib/studentPreview';
import { usePageTitle } from '../../lib/usePageTitle';

/**
 * The course just added, with the way to it and to its editor; stays until the next. The save's
 * toast (useCourseForm) is what says it was added, once: this only links, so it announces nothing
 * and does not say it again.
 */
function JustAdded({ course }: { course: AddedCourse }) {
  const t = useT();
  return (
    <Stack
      as="section"
      aria-label={t('educator.addCourse.justAdded')}
      gap="1"
      mb="6"
      p="4"
      borderWidth="1px"
      rounded="md"
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {t('educator.addCourse.quoted', { title: course.courseTitle })}
        </Text>
        <Badge colorPalette={course.isPublished ? 'green' : 'gray'}>
          {t(course.isPublished ? 'educator.addCourse.published' : 'educator.addCourse.draft')}
        </Badge>
      </HStack>
      <HStack gap="4" wrap="wrap">
        <Link asChild fontWeight="medium" textDecoration="underline">
          {course.isPublished ? (
            <RouterLink to={`/course/${course.id}`}>{t('educator.addCourse.view')}</RouterLink>
          ) : (
            <RouterLink to={studentPreviewPath(course.id)}>
              {t('educator.addCourse.preview')}
            </RouterLink>
          )}
        </Link>
        <Link asChild fontWeight="medium" textDecoration="underline">
          <RouterLink to={`/educator/edit-course/${course.id}`}>
            {t('educator.addCourse.editIt')}
          </RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}

export default function AddCoursePage() {
  const t = useT();
  usePageTitle(t('educator.addCourse.pageTitle'));
  // A new key mounts a fresh form: after a course is added every field starts empty again.
  const [formKey, setFormKey] = useState(0);
  const [added, setAdded] = useState<AddedCourse | null>(null);
  return (
    <EducatorPage title={t('educator.addCourse.title')} maxW="4xl">
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

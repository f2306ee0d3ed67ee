import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUpdateCourseMutation, type EditableCourseFragment } from '../educator.generated';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { CurriculumEditor } from '../curriculum/CurriculumEditor';
import { refreshCourseLists } from '../refreshCourseLists';
import { CourseBasicsFields } from './CourseBasicsFields';
import { CourseFactsFields } from './CourseFactsFields';
import { checkCourseDraft, courseDraftFrom } from './courseDraft';
import { CurrentThumbnail } from './CurrentThumbnail';
import { ThumbnailPicker } from './ThumbnailPicker';
import { useCourseForm } from './useCourseForm';

/** Quizzes load with the Edit Course page's first render, apart from its chunk. */
const QuizzesSection = lazy(() => import('../quizzes/QuizzesSection'));

/** What waits for UPDATE, and what the page saves at once: said beside UPDATE. */
export const UPDATE_SAVES =
  'UPDATE saves the details, price, thumbnail, chapters and lectures above. Publishing, quizzes and the watched-lectures setting save at once, without UPDATE.';

/**
 * The Edit Course form, filled from the stored course; a new thumbnail may replace the current
 * one. UPDATE returns to My Courses.
 */
export function EditCourseForm({ course }: { course: EditableCourseFragment }) {
  const navigate = useNavigate();
  const saveHelpId = useId();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [updateCourse, { loading }] = useUpdateCourseMutation({
    update: (cache) => refreshCourseLists(cache),
  });
  const { formRef, draft, errors, patch, clearError, clearErrors, markError, isDirty, onSubmit } =
    useCourseForm({
      initialDraft: () => courseDraftFrom(course),
      check: (values) => checkCourseDraft(values),
      save: (input) => updateCourse({ variables: { id: course.id, input, thumbnail } }),
      successMessage: 'Course updated successfully!',
      failureMessage: 'Course could not be updated',
      onSaved: () => navigate('/educator/my-courses'),
      file: thumbnail,
    });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <UnsavedChangesGuard isDirty={isDirty} />
      <Stack gap="6">
        <CourseBasicsFields
          draft={draft}
          initialDescription={course.courseDescription}
          errors={errors}
          onChange={patch}
          thumbnail={
            <CurrentThumbnail
              src={course.courseThumbnail}
              sources={course.thumbnailSources}
              title={course.courseTitle}
              replace={
                <ThumbnailPicker
                  replacing
                  file={thumbnail}
                  error={errors.thumbnail}
                  onChange={(file) => {
                    setThumbnail(file);
                    clearError('thumbnail');
                  }}
                  onRefused={(message) => markError('thumbnail', message)}
                />
              }
            />
          }
        />
        <CourseFactsFields
          draft={draft}
          errors={errors}
          onChange={patch}
          onClearErrors={clearErrors}
          currentCategory={course.category}
        />
        <Separator />
        <CurriculumEditor chapters={draft.chapters} onChange={(chapters) => patch({ chapters })} />
        <Separator />
        <Suspense fallback={null}>
          <QuizzesSection courseId={course.id} chapters={course.courseContent} />
        </Suspense>
        <Stack gap="2">
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            minW="40"
            loading={loading}
            loadingText="Updating..."
            aria-describedby={saveHelpId}
          >
            UPDATE
          </Button>
          <Text id={saveHelpId} fontSize="sm" color="fg.muted">
            {UPDATE_SAVES}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}

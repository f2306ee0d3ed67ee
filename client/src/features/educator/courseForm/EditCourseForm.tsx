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
import { useT } from '../courseEditor.i18n';

/** Quizzes load with the Edit Course page's first render, apart from its chunk. */
const QuizzesSection = lazy(() => import('../quizzes/QuizzesSection'));

/**
 * The Edit Course form, filled from the stored course; a new thumbnail may replace the current
 * one. UPDATE returns to My Courses.
 */
export function EditCourseForm({ course }: { course: EditableCourseFragment }) {
  const t = useT();
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
      successMessage: t('courseEditor.form.updated'),
      failureMessage: t('courseEditor.form.notUpdated'),
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
            loadingText={t('courseEditor.form.updating')}
            aria-describedby={saveHelpId}
          >
            {t('courseEditor.form.update')}
          </Button>
          <Text id={saveHelpId} fontSize="sm" color="fg.muted">
            {/* What waits for UPDATE, and what the page saves at once. */}
            {t('courseEditor.form.updateHelp')}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}

import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { useCreateCourseMutation } from '../educator.generated';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard';
import { CurriculumEditor } from '../curriculum/CurriculumEditor';
import { refreshCourseLists } from '../refreshCourseLists';
import { CourseBasicsFields } from './CourseBasicsFields';
import { CourseFactsFields } from './CourseFactsFields';
import { checkCourseDraft, emptyCourseDraft } from './courseDraft';
import { ThumbnailPicker } from './ThumbnailPicker';
import { useCourseForm } from './useCourseForm';
import { useT } from '../courseEditor.i18n';

/** The course just added: its id, title, and whether it was published or saved as a draft. */
export interface AddedCourse {
  id: string;
  courseTitle: string;
  isPublished: boolean;
}

/**
 * The Add Course form. On success it reports `onCreated` with the new course; the page then
 * mounts a fresh form, which resets every field, the thumbnail, the chapters and the description.
 */
export function AddCourseForm({ onCreated }: { onCreated: (course: AddedCourse) => void }) {
  const t = useT();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  // Which button submitted: ADD publishes at once, Save as draft does not.
  const publish = useRef(true);
  const saveHelpId = useId();
  const [createCourse, { loading }] = useCreateCourseMutation({
    update: (cache) => refreshCourseLists(cache),
  });
  const { formRef, draft, errors, patch, clearError, clearErrors, markError, isDirty, onSubmit } =
    useCourseForm({
      initialDraft: emptyCourseDraft,
      check: (values) => checkCourseDraft(values, { requireThumbnail: true, file: thumbnail }),
      save: (input) => {
        // Unreachable: the check above refuses a missing thumbnail.
        if (!thumbnail) throw new Error(t('courseEditor.check.thumbnailMissing'));
        return createCourse({
          variables: { input: { ...input, publish: publish.current }, thumbnail },
        }).then(({ data }) => {
          if (!data) throw new Error(t('courseEditor.form.notAdded'));
          return data.createCourse;
        });
      },
      successMessage: (course) =>
        t(course.isPublished ? 'courseEditor.form.added' : 'courseEditor.form.draftSaved'),
      failureMessage: t('courseEditor.form.notAdded'),
      onSaved: onCreated,
      file: thumbnail,
    });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <UnsavedChangesGuard isDirty={isDirty} />
      <Stack gap="6">
        <CourseBasicsFields
          draft={draft}
          initialDescription=""
          errors={errors}
          onChange={patch}
          thumbnail={
            <ThumbnailPicker
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
        <CourseFactsFields
          draft={draft}
          errors={errors}
          onChange={patch}
          onClearErrors={clearErrors}
        />
        <Separator />
        <CurriculumEditor chapters={draft.chapters} onChange={(chapters) => patch({ chapters })} />
        <Stack gap="2">
          <HStack gap="3" flexDirection={{ base: 'column', sm: 'row' }} align="stretch">
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              minW="40"
              loading={loading && publish.current}
              disabled={loading}
              loadingText={t('courseEditor.form.adding')}
              onClick={() => (publish.current = true)}
              aria-describedby={saveHelpId}
            >
              {t('courseEditor.form.add')}
            </Button>
            <Button
              type="submit"
              variant="outline"
              colorPalette="brand"
              size="lg"
              minW="40"
              loading={loading && !publish.current}
              disabled={loading}
              loadingText={t('courseEditor.form.saving')}
              onClick={() => (publish.current = false)}
              aria-describedby={saveHelpId}
            >
              {t('courseEditor.form.saveAsDraft')}
            </Button>
          </HStack>
          <Text id={saveHelpId} fontSize="sm" color="fg.muted">
            {t('courseEditor.form.addHelp')}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}

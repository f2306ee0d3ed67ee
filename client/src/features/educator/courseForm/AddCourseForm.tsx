import { Button, Separator, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../../components/ui/toaster';
import { useCreateCourseMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { CurriculumEditor } from '../curriculum/CurriculumEditor';
import { refreshCourseLists } from '../refreshCourseLists';
import { CourseBasicsFields } from './CourseBasicsFields';
import {
  checkCourseDraft,
  emptyCourseDraft,
  toCourseInput,
  type CourseDraft,
  type CourseField,
} from './courseDraft';
import { focusFirstProblem } from './focusFirstProblem';
import { problemsByField, serverProblems } from './serverProblems';
import { ThumbnailPicker } from './ThumbnailPicker';

/**
 * The Add Course form. On success it reports `onCreated`; the page then mounts a fresh form,
 * which resets every field, the thumbnail, the chapters and the description.
 */
export function AddCourseForm({ onCreated }: { onCreated: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CourseDraft>(emptyCourseDraft);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CourseField, string>>>({});
  const [createCourse, { loading }] = useCreateCourseMutation({
    update: (cache) => refreshCourseLists(cache),
  });
  const patch = (change: Partial<CourseDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkCourseDraft(draft, { requireThumbnail: true, file: thumbnail });
    setErrors(problemsByField(problems));
    if (problems.length > 0 || !thumbnail) {
      showToast('error', problems[0]?.message ?? 'Thumbnail Not Selected');
      focusFirstProblem(formRef.current, problems);
      return;
    }
    try {
      await createCourse({ variables: { input: toCourseInput(draft), thumbnail } });
      showToast('success', 'Course added successfully!');
      onCreated();
    } catch (error) {
      const fromServer = serverProblems(error);
      setErrors(problemsByField(fromServer));
      showToast('error', errorMessage(error, 'Course could not be added'));
      focusFirstProblem(formRef.current, fromServer);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
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
                setErrors(({ thumbnail: _dropped, ...rest }) => rest);
              }}
            />
          }
        />
        <Separator />
        <CurriculumEditor chapters={draft.chapters} onChange={(chapters) => patch({ chapters })} />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          minW="40"
          loading={loading}
          loadingText="Adding..."
        >
          ADD
        </Button>
      </Stack>
    </form>
  );
}

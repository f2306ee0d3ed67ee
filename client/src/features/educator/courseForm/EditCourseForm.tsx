import { Button, Separator, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../components/ui/toaster';
import { useUpdateCourseMutation, type EditableCourseFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { CurriculumEditor } from '../curriculum/CurriculumEditor';
import { refreshCourseLists } from '../refreshCourseLists';
import { CourseBasicsFields } from './CourseBasicsFields';
import {
  checkCourseDraft,
  courseDraftFrom,
  toCourseInput,
  type CourseDraft,
  type CourseField,
} from './courseDraft';
import { CurrentThumbnail } from './CurrentThumbnail';
import { focusFirstProblem } from './focusFirstProblem';
import { problemsByField, serverProblems } from './serverProblems';

/** The Edit Course form, filled from the stored course; UPDATE returns to My Courses. */
export function EditCourseForm({ course }: { course: EditableCourseFragment }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CourseDraft>(() => courseDraftFrom(course));
  const [errors, setErrors] = useState<Partial<Record<CourseField, string>>>({});
  const [updateCourse, { loading }] = useUpdateCourseMutation({
    update: (cache) => refreshCourseLists(cache),
  });
  const patch = (change: Partial<CourseDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = checkCourseDraft(draft);
    setErrors(problemsByField(problems));
    if (problems.length > 0) {
      showToast('error', problems[0].message);
      focusFirstProblem(formRef.current, problems);
      return;
    }
    try {
      await updateCourse({ variables: { id: course.id, input: toCourseInput(draft) } });
      showToast('success', 'Course updated successfully!');
      await navigate('/educator/my-courses');
    } catch (error) {
      const fromServer = serverProblems(error);
      setErrors(problemsByField(fromServer));
      showToast('error', errorMessage(error, 'Course could not be updated'));
      focusFirstProblem(formRef.current, fromServer);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="6">
        <CourseBasicsFields
          draft={draft}
          initialDescription={course.courseDescription}
          errors={errors}
          onChange={patch}
          thumbnail={<CurrentThumbnail src={course.courseThumbnail} title={course.courseTitle} />}
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
          loadingText="Updating..."
        >
          UPDATE
        </Button>
      </Stack>
    </form>
  );
}

import { QuestionMarkers, type Marker } from './QuestionMarkers';
import { useCourseQuestionsQuery } from './questions.generated';

interface Props {
  courseId: string;
  lectureId: string;
  durationSeconds: number;
  onOpen: (marker: Marker) => void;
}

/** The markers of the lecture's questions that have a second (its first 100, by time asked). */
export function LectureQuestionMarkers({ courseId, lectureId, durationSeconds, onOpen }: Props) {
  const { data } = useCourseQuestionsQuery({
    variables: { courseId, lectureId, filter: 'ALL', first: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const markers = (data?.courseQuestions.nodes ?? []).flatMap((q) =>
    q.positionSeconds === null
      ? []
      : [{ id: q.id, positionSeconds: q.positionSeconds, body: q.body }],
  );
  return <QuestionMarkers markers={markers} durationSeconds={durationSeconds} onOpen={onOpen} />;
}

/**
 * The order a learner goes through a course in the player: every chapter in turn, its lectures in
 * order. Pure (no UI), so Previous/Next, the chapter to open and any later item kinds (quizzes at
 * the end of a chapter) share one rule.
 */

interface SequenceLecture {
  lectureId: string;
}

interface SequenceChapter<L extends SequenceLecture> {
  chapterId: string;
  chapterContent: readonly L[];
}

/** One stop in the sequence. `kind` leaves room for other item kinds (a chapter's quiz). */
export interface LectureItem<L extends SequenceLecture = SequenceLecture> {
  kind: 'lecture';
  /** Unique across the sequence: what Previous/Next and the current item are keyed on. */
  key: string;
  chapterId: string;
  lecture: L;
}

export type PlayerItem<L extends SequenceLecture = SequenceLecture> = LectureItem<L>;

export const lectureKey = (lectureId: string) => `lecture:${lectureId}`;

/** The course's items in playing order; chapters and lectures arrive sorted from the API. */
export function buildPlayerSequence<L extends SequenceLecture>(
  chapters: readonly SequenceChapter<L>[],
): PlayerItem<L>[] {
  const items: PlayerItem<L>[] = [];
  for (const chapter of chapters) {
    for (const lecture of chapter.chapterContent)
      items.push({
        kind: 'lecture',
        key: lectureKey(lecture.lectureId),
        chapterId: chapter.chapterId,
        lecture,
      });
    // A chapter's quiz (issue 26) goes here, after its lectures.
  }
  return items;
}

/** The item at `key` with the ones before and after it; all undefined when `key` is not in the sequence. */
export function positionIn<I extends { key: string }>(
  sequence: readonly I[],
  key: string | undefined,
) {
  const index = key === undefined ? -1 : sequence.findIndex((item) => item.key === key);
  if (index < 0) return { current: undefined, previous: undefined, next: undefined };
  return { current: sequence[index], previous: sequence[index - 1], next: sequence[index + 1] };
}

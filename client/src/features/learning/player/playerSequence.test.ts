import { buildPlayerSequence, lectureKey, positionIn, quizKey } from './playerSequence';

const chapter = (chapterId: string, ...lectureIds: string[]) => ({
  chapterId,
  chapterContent: lectureIds.map((lectureId) => ({ lectureId })),
});

const course = [chapter('ch1', 'a', 'b'), chapter('empty'), chapter('ch2', 'c')];

describe('buildPlayerSequence', () => {
  it('lists every lecture chapter by chapter, each with its chapter, skipping empty chapters', () => {
    expect(
      buildPlayerSequence(course).map(({ kind, key, chapterId }) => [kind, key, chapterId]),
    ).toEqual([
      ['lecture', 'lecture:a', 'ch1'],
      ['lecture', 'lecture:b', 'ch1'],
      ['lecture', 'lecture:c', 'ch2'],
    ]);
  });

  it('keeps the lecture itself on each item', () => {
    const lecture = { lectureId: 'x', lectureTitle: 'Intro' };
    const [item] = buildPlayerSequence([{ chapterId: 'ch', chapterContent: [lecture] }]);
    expect(item.kind === 'lecture' && item.lecture).toBe(lecture);
  });

  it("places each chapter's quizzes among its lectures, by how many lectures come before them", () => {
    const quizzes = new Map([
      [
        'ch1',
        [
          { id: 'opening', position: 0 },
          { id: 'middle', position: 1 },
          { id: 'stale', position: 9 },
        ],
      ],
      ['empty', [{ id: 'alone', position: 0 }]],
    ]);
    expect(buildPlayerSequence(course, quizzes).map(({ key }) => key)).toEqual([
      quizKey('opening'),
      lectureKey('a'),
      quizKey('middle'),
      lectureKey('b'),
      quizKey('stale'),
      quizKey('alone'),
      lectureKey('c'),
    ]);
  });

  it('is empty for a course without lectures', () => {
    expect(buildPlayerSequence([chapter('empty')])).toEqual([]);
  });
});

describe('positionIn', () => {
  const sequence = buildPlayerSequence(course);
  const keys = (position: ReturnType<typeof positionIn>) =>
    [position.previous, position.current, position.next].map((item) => item?.key);

  it('has no previous item at the start', () => {
    expect(keys(positionIn(sequence, lectureKey('a')))).toEqual([
      undefined,
      'lecture:a',
      'lecture:b',
    ]);
  });

  it('moves across chapters, past an empty one', () => {
    expect(keys(positionIn(sequence, lectureKey('b')))).toEqual([
      'lecture:a',
      'lecture:b',
      'lecture:c',
    ]);
  });

  it('has no next item at the end', () => {
    expect(keys(positionIn(sequence, lectureKey('c')))).toEqual([
      'lecture:b',
      'lecture:c',
      undefined,
    ]);
  });

  it('finds nothing for an unknown or missing key', () => {
    expect(keys(positionIn(sequence, lectureKey('gone')))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(keys(positionIn(sequence, undefined))).toEqual([undefined, undefined, undefined]);
  });
});

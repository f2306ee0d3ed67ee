import {
  addChapter,
  addLecture,
  chaptersFromCourse,
  moveChapter,
  moveLecture,
  removeChapter,
  renameChapter,
  removeLecture,
  toChapterInputs,
  toggleChapter,
  updateLecture,
  type NewLecture,
} from './curriculum';
import { parseLectureFields } from './lectureFields';

const lecture = (lectureTitle: string): NewLecture => ({
  lectureTitle,
  lectureDuration: 10,
  lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
  isPreviewFree: false,
});

describe('curriculum drafts', () => {
  it('adds chapters in order and ignores a blank name', () => {
    let chapters = addChapter([], '  Basics  ');
    chapters = addChapter(chapters, 'Growth');
    expect(addChapter(chapters, '   ')).toBe(chapters);
    expect(chapters.map((c) => [c.chapterTitle, c.collapsed, c.lectures])).toEqual([
      ['Basics', false, []],
      ['Growth', false, []],
    ]);
    expect(new Set(chapters.map((c) => c.key)).size).toBe(2);
  });

  it('adds, removes and toggles only in the chapter named', () => {
    let chapters = addChapter(addChapter([], 'A'), 'B');
    const [a, b] = chapters;
    chapters = addLecture(chapters, a.key, lecture('A1'));
    chapters = addLecture(chapters, a.key, lecture('A2'));
    chapters = addLecture(chapters, b.key, lecture('B1'));
    expect(chapters[0].lectures.map((l) => l.lectureTitle)).toEqual(['A1', 'A2']);
    chapters = removeLecture(chapters, a.key, chapters[0].lectures[0].key);
    expect(chapters[0].lectures.map((l) => l.lectureTitle)).toEqual(['A2']);
    expect(chapters[1].lectures.map((l) => l.lectureTitle)).toEqual(['B1']);
    chapters = toggleChapter(chapters, b.key);
    expect(chapters.map((c) => c.collapsed)).toEqual([false, true]);
    expect(removeChapter(chapters, a.key).map((c) => c.chapterTitle)).toEqual(['B']);
  });

  it('renames a chapter keeping its key, id and lectures; a blank name changes nothing', () => {
    const stored = chaptersFromCourse([
      { chapterId: 'c1', chapterTitle: 'Old', chapterOrder: 1, chapterContent: [] },
    ]);
    const renamed = renameChapter(stored, stored[0].key, '  New name ');
    expect(renamed[0]).toEqual({ ...stored[0], chapterTitle: 'New name' });
    expect(renameChapter(stored, stored[0].key, '  ')).toBe(stored);
  });

  it('moves chapters one place, lectures within their chapter, and nothing past either end', () => {
    let chapters = addChapter(addChapter(addChapter([], 'A'), 'B'), 'C');
    const [a, b, c] = chapters;
    chapters = moveChapter(chapters, c.key, -1);
    expect(chapters.map((ch) => ch.chapterTitle)).toEqual(['A', 'C', 'B']);
    expect(moveChapter(chapters, a.key, -1)).toBe(chapters);
    expect(moveChapter(chapters, b.key, 1)).toBe(chapters);
    expect(moveChapter(chapters, a.key, 1).map((ch) => ch.chapterTitle)).toEqual(['C', 'A', 'B']);

    for (const title of ['A1', 'A2', 'A3']) chapters = addLecture(chapters, a.key, lecture(title));
    chapters = addLecture(chapters, b.key, lecture('B1'));
    const [a1, , a3] = chapters[0].lectures;
    chapters = moveLecture(chapters, a.key, a1.key, 1);
    expect(chapters[0].lectures.map((l) => l.lectureTitle)).toEqual(['A2', 'A1', 'A3']);
    expect(moveLecture(chapters, a.key, a3.key, 1)).toBe(chapters);
    expect(moveLecture(chapters, b.key, chapters[2].lectures[0].key, -1)).toBe(chapters);
    const sent = toChapterInputs(moveLecture(chapters, a.key, a3.key, -1));
    expect(sent[0].chapterContent.map((l) => l.lectureTitle)).toEqual(['A2', 'A3', 'A1']);
    expect(sent[2].chapterContent.map((l) => l.lectureTitle)).toEqual(['B1']);
  });

  it('sends chapters and lectures in order, with the ids of stored ones and no local keys', () => {
    const stored = chaptersFromCourse([
      {
        chapterId: 'c2',
        chapterTitle: 'Second',
        chapterOrder: 2,
        chapterContent: [],
      },
      {
        chapterId: 'c1',
        chapterTitle: 'First',
        chapterOrder: 1,
        chapterContent: [
          {
            lectureId: 'l2',
            lectureTitle: 'Two',
            lectureDuration: 5,
            lectureUrl: null,
            isPreviewFree: false,
            lectureOrder: 2,
            video: null,
            pendingVideo: null,
          },
          {
            lectureId: 'l1',
            lectureTitle: 'One',
            lectureDuration: 65,
            lectureUrl: 'https://vimeo.com/1',
            isPreviewFree: true,
            lectureOrder: 1,
            video: null,
            pendingVideo: null,
          },
        ],
      },
    ]);
    const chapters = addLecture(stored, stored[1].key, lecture('New'));
    expect(toChapterInputs(chapters)).toEqual([
      {
        chapterId: 'c1',
        chapterTitle: 'First',
        chapterContent: [
          {
            lectureId: 'l1',
            lectureTitle: 'One',
            lectureDuration: 65,
            lectureUrl: 'https://vimeo.com/1',
            isPreviewFree: true,
          },
          {
            lectureId: 'l2',
            lectureTitle: 'Two',
            lectureDuration: 5,
            lectureUrl: '',
            isPreviewFree: false,
          },
        ],
      },
      {
        chapterId: 'c2',
        chapterTitle: 'Second',
        chapterContent: [
          {
            lectureTitle: 'New',
            lectureDuration: 10,
            lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
            isPreviewFree: false,
          },
        ],
      },
    ]);
  });
});

const youtube = { source: 'youtube', videoId: '' } as const;

describe('parseLectureFields', () => {
  it('returns the lecture with a numeric duration', () => {
    expect(
      parseLectureFields({
        ...youtube,
        lectureTitle: ' Intro ',
        lectureDuration: '45',
        lectureUrl: ' https://youtu.be/dQw4w9WgXcQ ',
        isPreviewFree: true,
      }),
    ).toEqual({
      lecture: {
        lectureTitle: 'Intro',
        lectureDuration: 45,
        lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
        isPreviewFree: true,
      },
    });
  });

  it.each(['', '0', '1441', '2.5', 'abc'])('refuses the duration %p', (lectureDuration) => {
    const result = parseLectureFields({
      ...youtube,
      lectureTitle: 'Intro',
      lectureDuration,
      lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
      isPreviewFree: false,
    });
    expect(result.errors).toEqual({
      lectureDuration: 'Duration must be a whole number of minutes from 1 to 1440',
    });
  });

  it.each(['javascript:alert(1)', 'https://vimeo.com/76979871', 'https://example.com/video'])(
    'refuses %p: the player plays YouTube links only',
    (lectureUrl) => {
      const result = parseLectureFields({
        ...youtube,
        lectureTitle: 'Intro',
        lectureDuration: '5',
        lectureUrl,
        isPreviewFree: false,
      });
      expect(result.errors).toEqual({ lectureUrl: 'Lecture URL must be a YouTube video link' });
    },
  );

  it('requires a title and a YouTube URL', () => {
    const result = parseLectureFields({
      ...youtube,
      lectureTitle: ' ',
      lectureDuration: '1440',
      lectureUrl: 'javascript:alert(1)',
      isPreviewFree: false,
    });
    expect(result.errors).toEqual({
      lectureTitle: 'Lecture title is required',
      lectureUrl: 'Lecture URL must be a YouTube video link',
    });
  });

  it('takes an uploaded video instead of the link, and asks for one', () => {
    const fields = {
      lectureTitle: 'Intro',
      lectureDuration: '3',
      lectureUrl: 'not a link, and not needed',
      isPreviewFree: false,
      source: 'upload',
    } as const;
    expect(parseLectureFields({ ...fields, videoId: 'vid-1' })).toEqual({
      lecture: {
        lectureTitle: 'Intro',
        lectureDuration: 3,
        lectureUrl: '',
        isPreviewFree: false,
        videoId: 'vid-1',
      },
    });
    expect(parseLectureFields({ ...fields, videoId: '' }).errors).toEqual({
      videoId: 'Choose a video file to upload.',
    });
  });
});

describe('hosted lectures', () => {
  const hostedVideo = (id: string, status: 'READY' | 'PROCESSING') => ({
    id,
    status,
    progress: status === 'READY' ? 100 : 40,
    failureReason: null,
    durationSeconds: 60,
    renditions: [],
    captions: [],
  });

  it('keeps the newest upload and the one playing, and sends neither video nor link for it', () => {
    const [chapter] = chaptersFromCourse([
      {
        chapterId: 'c1',
        chapterTitle: 'First',
        chapterOrder: 1,
        chapterContent: [
          {
            lectureId: 'l1',
            lectureTitle: 'Replaced',
            lectureDuration: 1,
            lectureUrl: null,
            isPreviewFree: false,
            lectureOrder: 1,
            video: hostedVideo('v-old', 'READY'),
            pendingVideo: hostedVideo('v-new', 'PROCESSING'),
          },
        ],
      },
    ]);
    expect(chapter.lectures[0]).toMatchObject({
      lectureUrl: '',
      videoId: 'v-new',
      playingVideoId: 'v-old',
    });
    expect(toChapterInputs([chapter])[0].chapterContent).toEqual([
      {
        lectureId: 'l1',
        lectureTitle: 'Replaced',
        lectureDuration: 1,
        isPreviewFree: false,
      },
    ]);
  });

  it("sends a new lecture's upload as its videoId", () => {
    const chapters = addLecture(
      [{ key: 'c', chapterTitle: 'First', collapsed: false, lectures: [] }],
      'c',
      { ...lecture('Hosted'), lectureUrl: '', videoId: 'v1' },
    );
    expect(toChapterInputs(chapters)[0].chapterContent).toEqual([
      { lectureTitle: 'Hosted', lectureDuration: 10, videoId: 'v1', isPreviewFree: false },
    ]);
  });

  it('sends the link again once an uploaded lecture goes back to YouTube', () => {
    const [chapter] = addLecture(
      [{ key: 'c', chapterTitle: 'First', collapsed: false, lectures: [] }],
      'c',
      { ...lecture('Hosted'), lectureUrl: '', videoId: 'v1' },
    );
    const back = updateLecture([chapter], 'c', chapter.lectures[0].key, {
      ...lecture('Hosted'),
      videoId: undefined,
    });
    expect(toChapterInputs(back)[0].chapterContent[0]).toEqual({
      lectureTitle: 'Hosted',
      lectureDuration: 10,
      lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
      isPreviewFree: false,
    });
  });
});

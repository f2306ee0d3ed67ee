import { COURSE_FACT_LIMITS, LANGUAGE_MAX_LENGTH } from '../../../../shared/course-facts';
import { canonicalYouTubeLink, NOT_A_YOUTUBE_VIDEO } from '../../../../shared/youtube-link';
import { isUuid } from '../../common/ids';
import { Checker } from '../../common/validation';
import { sanitizeDescription } from '../description-sanitizer';
import { CourseLevel } from '../course.entity';
import { MAX_PRICE } from '../pricing';

const MAX_CHAPTERS = 100;
const MAX_LECTURES = 200;
const MAX_DESCRIPTION = 100_000;

export interface LectureDraft {
  /** Set when the client named an id that may be an existing lecture. */
  lectureId?: string;
  lectureTitle: string;
  lectureDuration: number;
  /**
   * The canonical YouTube link (`canonicalYouTubeLink`). Null when blank: keeps an existing
   * lecture's link, and is an error for a new one.
   */
  lectureUrl: string | null;
  /**
   * An uploaded video the lecture plays once it is ready (a lecture is a YouTube link or a hosted
   * video). Undefined when not sent: an existing lecture keeps what it plays.
   */
  videoId?: string;
  isPreviewFree: boolean;
}

export interface ChapterDraft {
  chapterId?: string;
  chapterTitle: string;
  lectures: LectureDraft[];
}

export interface CourseDraft {
  courseTitle?: string;
  courseDescription?: string;
  coursePrice?: number;
  discount?: number;
  chapters?: ChapterDraft[];
  categoryId?: string | null;
  level?: CourseLevel;
  language?: string;
  tags?: string[];
  learningPoints?: string[];
  requirements?: string[];
}

/** Limits of the course facts a learner filters and reads by (shared with the course form). */
const POINT_LISTS = COURSE_FACT_LIMITS;

const object = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Digits with an optional decimal part: no sign, exponent, hex, separators or Infinity. */
const DECIMAL = /^\d+(\.\d+)?$/;

/** A number, or a plain decimal string as multipart REST clients send them; NaN otherwise. */
const numeric = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && DECIMAL.test(value.trim())
      ? Number(value)
      : NaN;

const truthy = (value: unknown) =>
  value === true || value === 'true' || value === 1 || value === '1';

/**
 * Validates a course from either API and normalises it. `mode: 'create'` requires title and price;
 * on update only the fields present are checked. Every problem is reported at once, by field path.
 */
export function parseCourseInput(
  raw: Record<string, unknown>,
  mode: 'create' | 'update',
  check = new Checker(),
): CourseDraft {
  const draft: CourseDraft = {};
  if (mode === 'create' || raw.courseTitle !== undefined) {
    draft.courseTitle = check.requiredText('courseTitle', 'Course title', raw.courseTitle, 200);
  }
  if (raw.courseDescription !== undefined && raw.courseDescription !== null) {
    const html = check.optionalText(
      'courseDescription',
      'Description',
      raw.courseDescription,
      MAX_DESCRIPTION,
      { multiline: true },
    );
    if (html !== undefined) draft.courseDescription = sanitizeDescription(html ?? '');
  } else if (mode === 'create') {
    draft.courseDescription = '';
  }
  if (mode === 'create' || raw.coursePrice !== undefined) {
    const price = numeric(raw.coursePrice);
    if (raw.coursePrice === undefined || raw.coursePrice === null || raw.coursePrice === '')
      check.fail('coursePrice', 'Course price is required', 'REQUIRED_FIELD_EMPTY');
    else if (!Number.isFinite(price) || price < 0 || price > MAX_PRICE)
      check.fail('coursePrice', `Course price must be a number from 0 to ${MAX_PRICE}`);
    else draft.coursePrice = Math.round(price * 100) / 100;
  }
  if (raw.discount !== undefined && raw.discount !== null && raw.discount !== '') {
    const discount = numeric(raw.discount);
    if (!Number.isFinite(discount) || discount < 0 || discount > 100)
      check.fail('discount', 'Discount must be between 0 and 100');
    else draft.discount = Math.round(discount * 100) / 100;
  } else if (mode === 'create') {
    draft.discount = 0;
  }
  parseCourseFacts(raw, draft, check);
  if (raw.courseContent !== undefined && raw.courseContent !== null) {
    draft.chapters = parseChapters(raw.courseContent, check);
  } else if (mode === 'create') {
    draft.chapters = [];
  }
  return draft;
}

/** Category, level, language and the point lists: optional on create and on update. */
function parseCourseFacts(raw: Record<string, unknown>, draft: CourseDraft, check: Checker) {
  if (raw.categoryId === null || raw.categoryId === '') draft.categoryId = null;
  else if (raw.categoryId !== undefined) {
    if (isUuid(raw.categoryId)) draft.categoryId = raw.categoryId;
    else check.fail('categoryId', 'Unknown category', 'NOT_FOUND');
  }
  if (raw.level !== undefined && raw.level !== null) {
    if (Object.values(CourseLevel).includes(raw.level as CourseLevel))
      draft.level = raw.level as CourseLevel;
    else check.fail('level', 'Level must be beginner, intermediate, advanced or all levels');
  }
  if (raw.language !== undefined && raw.language !== null) {
    const language = check.requiredText('language', 'Language', raw.language, LANGUAGE_MAX_LENGTH);
    if (language) draft.language = language;
  }
  for (const [field, { label, count, length }] of Object.entries(POINT_LISTS)) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value)) {
      check.fail(field, `${label}s must be a list`);
      continue;
    }
    if (value.length > count)
      check.fail(field, `At most ${count} ${label.toLowerCase()}s`, 'TOO_LONG');
    const items = value
      .slice(0, count)
      .map((item, i) => check.optionalText(`${field}[${i}]`, label, item, length) ?? '');
    const kept = items.filter((item) => item !== '');
    const normalised = field === 'tags' ? [...new Set(kept.map((t) => t.toLowerCase()))] : kept;
    draft[field as keyof typeof POINT_LISTS] = normalised;
  }
}

function parseChapters(value: unknown, check: Checker): ChapterDraft[] {
  if (!Array.isArray(value)) {
    check.fail('courseContent', 'Course content must be a list of chapters');
    return [];
  }
  if (value.length > MAX_CHAPTERS)
    check.fail('courseContent', `A course can have at most ${MAX_CHAPTERS} chapters`, 'TOO_LONG');
  return value.slice(0, MAX_CHAPTERS).map((rawChapter, c) => {
    const chapter = object(rawChapter);
    const at = `courseContent[${c}]`;
    const lectures = Array.isArray(chapter.chapterContent) ? chapter.chapterContent : [];
    if (chapter.chapterContent !== undefined && !Array.isArray(chapter.chapterContent))
      check.fail(`${at}.chapterContent`, 'Chapter content must be a list of lectures');
    if (lectures.length > MAX_LECTURES)
      check.fail(
        `${at}.chapterContent`,
        `A chapter can have at most ${MAX_LECTURES} lectures`,
        'TOO_LONG',
      );
    return {
      chapterId: isUuid(chapter.chapterId) ? chapter.chapterId : undefined,
      chapterTitle: check.requiredText(
        `${at}.chapterTitle`,
        `Chapter ${c + 1} title`,
        chapter.chapterTitle,
        200,
      ),
      lectures: lectures
        .slice(0, MAX_LECTURES)
        .map((rawLecture, l) =>
          parseLecture(
            object(rawLecture),
            `${at}.chapterContent[${l}]`,
            `Lecture ${c + 1}.${l + 1}`,
            check,
          ),
        ),
    };
  });
}

function parseLecture(
  lecture: Record<string, unknown>,
  at: string,
  label: string,
  check: Checker,
): LectureDraft {
  const duration = numeric(lecture.lectureDuration);
  if (!Number.isInteger(duration) || duration < 1 || duration > 1440) {
    check.fail(
      `${at}.lectureDuration`,
      `${label} duration must be a whole number of minutes from 1 to 1440`,
    );
  }
  const url = check.optionalText(`${at}.lectureUrl`, `${label} URL`, lecture.lectureUrl, 2000);
  const link = url ? canonicalYouTubeLink(url) : null;
  if (url && !link) check.fail(`${at}.lectureUrl`, `${label} URL ${NOT_A_YOUTUBE_VIDEO}`);
  const videoId = parseVideoId(lecture.videoId, `${at}.videoId`, label, check);
  if (url && videoId)
    check.fail(
      `${at}.videoId`,
      `${label} is a YouTube link or an uploaded video, not both: send one of lectureUrl and videoId`,
    );
  return {
    lectureId: isUuid(lecture.lectureId) ? lecture.lectureId : undefined,
    lectureTitle: check.requiredText(
      `${at}.lectureTitle`,
      `${label} title`,
      lecture.lectureTitle,
      200,
    ),
    lectureDuration: duration,
    // A refused link stays as sent, so it is not reported as missing too (nothing is stored).
    lectureUrl: link ?? (url || null),
    ...(videoId ? { videoId } : {}),
    isPreviewFree: truthy(lecture.isPreviewFree),
  };
}

/** An uploaded video's id (the last part of its upload URL); blank means none. */
function parseVideoId(value: unknown, field: string, label: string, check: Checker) {
  if (value === undefined || value === null || value === '') return undefined;
  if (isUuid(value)) return value.toLowerCase();
  check.fail(field, `${label} video is not one of your uploads`, 'NOT_FOUND');
  return undefined;
}

/** The lectures of a form that name an uploaded video, for `LectureVideos.check`. */
export function videoChoices(chapters: ChapterDraft[]) {
  return chapters.flatMap((chapter, c) =>
    chapter.lectures.flatMap((lecture, l) =>
      lecture.videoId
        ? [
            {
              videoId: lecture.videoId,
              lectureId: lecture.lectureId,
              field: `courseContent[${c}].chapterContent[${l}].videoId`,
              label: `Lecture ${c + 1}.${l + 1}`,
            },
          ]
        : [],
    ),
  );
}

/**
 * Every lecture needs a link or an uploaded video, except an existing one (`keepsStoredUrl`) sent
 * back blank, which keeps what it plays.
 */
export function requireLectureUrls(
  chapters: ChapterDraft[],
  check: Checker,
  keepsStoredUrl: (lectureId: string | undefined) => boolean = () => false,
) {
  chapters.forEach((chapter, c) =>
    chapter.lectures.forEach((lecture, l) => {
      if (!lecture.lectureUrl && !lecture.videoId && !keepsStoredUrl(lecture.lectureId)) {
        check.fail(
          `courseContent[${c}].chapterContent[${l}].lectureUrl`,
          `Lecture ${c + 1}.${l + 1} URL is required`,
          'REQUIRED_FIELD_EMPTY',
        );
      }
    }),
  );
}

import { youtubeId } from '../../../../../shared/youtube-link';
import { t } from '../courseEditor.i18n';
import type { NewLecture } from './curriculum';

/** The add-lecture form's raw values and their checks (the server's limits, checked early). */

export interface LectureFields {
  lectureTitle: string;
  lectureDuration: string;
  lectureUrl: string;
  isPreviewFree: boolean;
}

export type LectureFieldErrors = Partial<Record<keyof LectureFields, string>>;

export const emptyLectureFields: LectureFields = {
  lectureTitle: '',
  lectureDuration: '',
  lectureUrl: '',
  isPreviewFree: false,
};

/** The form's values for an existing lecture, to edit it. */
export const lectureFieldsFrom = (lecture: NewLecture): LectureFields => ({
  lectureTitle: lecture.lectureTitle,
  lectureDuration: String(lecture.lectureDuration),
  lectureUrl: lecture.lectureUrl,
  isPreviewFree: lecture.isPreviewFree,
});

/**
 * The URL field's message, or undefined for a link the player can play (the server's rule; its
 * English is the server's `Lecture URL ${NOT_A_YOUTUBE_VIDEO}`).
 */
export const lectureUrlError = (url: string): string | undefined =>
  youtubeId(url) ? undefined : t('courseEditor.lecture.notYoutube');

/** The lecture to add, or the messages for the fields that are not acceptable. */
export function parseLectureFields(
  fields: LectureFields,
):
  | { lecture: NewLecture; errors?: undefined }
  | { lecture?: undefined; errors: LectureFieldErrors } {
  const errors: LectureFieldErrors = {};
  const lectureTitle = fields.lectureTitle.trim();
  const lectureUrl = fields.lectureUrl.trim();
  const duration = Number(fields.lectureDuration);
  if (!lectureTitle) errors.lectureTitle = t('courseEditor.lecture.titleRequired');
  if (
    fields.lectureDuration.trim() === '' ||
    !Number.isInteger(duration) ||
    duration < 1 ||
    duration > 1440
  ) {
    errors.lectureDuration = t('courseEditor.lecture.durationRange');
  }
  const urlError = lectureUrlError(lectureUrl);
  if (urlError) errors.lectureUrl = urlError;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    lecture: {
      lectureTitle,
      lectureDuration: duration,
      lectureUrl,
      isPreviewFree: fields.isPreviewFree,
    },
  };
}

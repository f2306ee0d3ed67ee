import { youtubeId } from '../../../../../shared/youtube-link';
import { t } from '../courseEditor.i18n';
import { t as videoT } from '../video/i18n';
import type { VideoSource } from '../video/VideoSourceChoice';
import type { NewLecture } from './curriculum';

/** The add-lecture form's raw values and their checks (the server's limits, checked early). */

export interface LectureFields {
  lectureTitle: string;
  lectureDuration: string;
  lectureUrl: string;
  isPreviewFree: boolean;
  /** An uploaded video, or the YouTube link. */
  source: VideoSource;
  /** The uploaded video's id; '' until the upload has begun. */
  videoId: string;
}

export type LectureFieldErrors = Partial<Record<keyof LectureFields, string>>;

export const emptyLectureFields: LectureFields = {
  lectureTitle: '',
  lectureDuration: '',
  lectureUrl: '',
  isPreviewFree: false,
  // The path every lecture took before uploads; the educator picks the upload in one click.
  source: 'youtube',
  videoId: '',
};

/** The form's values for an existing lecture, to edit it. */
export const lectureFieldsFrom = (lecture: NewLecture): LectureFields => ({
  lectureTitle: lecture.lectureTitle,
  lectureDuration: String(lecture.lectureDuration),
  lectureUrl: lecture.lectureUrl,
  isPreviewFree: lecture.isPreviewFree,
  source: lecture.videoId ? 'upload' : 'youtube',
  videoId: lecture.videoId ?? '',
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
  const uploaded = fields.source === 'upload';
  const urlError = uploaded ? undefined : lectureUrlError(lectureUrl);
  if (urlError) errors.lectureUrl = urlError;
  if (uploaded && !fields.videoId) errors.videoId = videoT('educator.video.chooseFile');
  if (Object.keys(errors).length > 0) return { errors };
  return {
    lecture: {
      lectureTitle,
      lectureDuration: duration,
      lectureUrl: uploaded ? '' : lectureUrl,
      isPreviewFree: fields.isPreviewFree,
      // Explicitly unset for a link, so an edit from upload to YouTube drops the video.
      videoId: uploaded ? fields.videoId : undefined,
    },
  };
}

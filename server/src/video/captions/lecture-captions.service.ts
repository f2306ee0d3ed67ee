import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FileUpload } from 'graphql-upload-ts';
import { DataSource } from 'typeorm';
import { LOCALES, parseLocale } from '../../../../shared/locale';
import { badInput, invalidField, notFound } from '../../common/errors/domain-error';
import { editableLecture } from '../playback/lecture-videos';
import { CourseCatalogQueries } from '../../courses/course-catalog.queries';
import type { User } from '../../users/user.entity';
import { LectureCaption } from '../lecture-caption.entity';
import {
  CaptionFileError,
  MAX_CAPTION_BYTES,
  captionFormat,
  readCaptionFile,
} from './caption-file';

const fileError = (message: string) => invalidField('file', message);

/**
 * A lecture's captions, one WebVTT file per language: its course's owner or an admin uploads
 * (.vtt checked, .srt converted) and removes them. A refused file changes nothing.
 */
@Injectable()
export class LectureCaptions {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CourseCatalogQueries) private readonly catalog: CourseCatalogQueries,
  ) {}

  private async editable(user: User, lectureId: unknown): Promise<string> {
    return (await editableLecture(this.catalog, user, lectureId)).courseId;
  }

  async upload(
    user: User,
    lectureId: string,
    language: unknown,
    upload: Promise<FileUpload>,
  ): Promise<string> {
    const courseId = await this.editable(user, lectureId);
    const locale = parseLocale(language);
    if (locale === null || locale !== language)
      throw badInput([
        {
          field: 'language',
          message: `Language must be one of ${LOCALES.join(', ')}`,
          code: 'INVALID',
        },
      ]);
    const { filename, bytes } = await readUpload(upload);
    const format = captionFormat(filename);
    if (!format) throw fileError('Captions must be a WebVTT (.vtt) or SubRip (.srt) file');
    let file;
    try {
      file = readCaptionFile(bytes, format, await this.duration(lectureId));
    } catch (error) {
      if (error instanceof CaptionFileError) throw fileError(error.message);
      throw error;
    }
    await this.db
      .getRepository(LectureCaption)
      .upsert({ lectureId, language: locale, vtt: file.vtt, plainText: file.plainText }, [
        'lectureId',
        'language',
      ]);
    return courseId;
  }

  async remove(user: User, lectureId: string, language: unknown): Promise<string> {
    const courseId = await this.editable(user, lectureId);
    const deleted = await this.db
      .getRepository(LectureCaption)
      .delete({ lectureId, language: String(language) });
    if (!deleted.affected) throw notFound('This lecture has no captions in that language');
    return courseId;
  }

  /** The length of the video the lecture plays (or its newest upload's), when known. */
  private async duration(lectureId: string): Promise<number | null> {
    const [row] = await this.db.query<{ seconds: number | null }[]>(
      `SELECT v.duration_seconds AS seconds
         FROM lectures l
         JOIN hosted_videos v ON v.id = l.video_id OR (l.video_id IS NULL AND v.lecture_id = l.id)
        WHERE l.id = $1
        ORDER BY v.created_at DESC
        LIMIT 1`,
      [lectureId],
    );
    return row?.seconds ?? null;
  }
}

/** The upload's name and bytes, stopping past the size limit. */
async function readUpload(
  upload: Promise<FileUpload>,
): Promise<{ filename: string; bytes: Buffer }> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw fileError('The caption file could not be read');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_CAPTION_BYTES) throw fileError('The caption file is larger than 1 MB.');
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') throw error;
    throw fileError('The caption file could not be read');
  }
  return { filename: file.filename, bytes: Buffer.concat(chunks) };
}

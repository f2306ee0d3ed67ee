import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Course } from './course.entity';

/** The MIME types a rendition is stored in (thumbnail-renditions.ts): WebP and its fallback. */
export const THUMBNAIL_SOURCE_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const;

/**
 * One stored rendition of a course's thumbnail: a width in one format. A new upload replaces all of
 * a course's rows; deleting the course deletes them. The primary key (course, width, type) serves
 * the lookup of a page's courses, already in width order.
 */
@Entity('course_thumbnail_sources')
@Check('CHK_course_thumbnail_sources_width', '"width" > 0')
@Check(
  'CHK_course_thumbnail_sources_type',
  `"type" IN (${THUMBNAIL_SOURCE_TYPES.map((t) => `'${t}'`).join(', ')})`,
)
export class CourseThumbnailSource {
  @PrimaryColumn({
    name: 'course_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_course_thumbnail_sources',
  })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_course_thumbnail_sources' })
  width: number;

  @PrimaryColumn({
    type: 'varchar',
    length: 32,
    primaryKeyConstraintName: 'PK_course_thumbnail_sources',
  })
  type: string;

  /** The stored path or URL, as courseThumbnail keeps it (made absolute when answered). */
  @Column({ type: 'text' })
  url: string;
}

import { Field, Float, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { numericColumn } from '../common/numeric-transformer';
import { absoluteUrlField } from '../common/public-url';
import { User } from '../users/user.entity';
import { Category } from './category.entity';

export enum CourseLevel {
  BEGINNER = 'beginner',
  INTERMEDIATE = 'intermediate',
  ADVANCED = 'advanced',
  ALL_LEVELS = 'all_levels',
}

registerEnumType(CourseLevel, {
  name: 'CourseLevel',
  description: 'Who a course is pitched at.',
});

@ObjectType({
  description: 'A course in the catalog. Prices are in the store currency (siteSettings.currency).',
})
@Entity('courses')
@Check('CHK_courses_price', '"course_price" >= 0')
@Check('CHK_courses_discount', '"discount" >= 0 AND "discount" <= 100')
@Index('IDX_courses_published_newest', ['isPublished', 'createdAt', 'id'])
// GIN trigram index on course_title_lower (migration TitleSearchColumn), for the title search.
@Index('IDX_courses_title_trgm', { synchronize: false })
export class Course {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ name: 'course_title', type: 'varchar', length: 200 })
  courseTitle: string;

  /**
   * lower(course_title), kept by PostgreSQL. The search runs `LIKE lower(pattern)` on it, which is
   * what ILIKE does but without lower-casing every title again on every search.
   */
  @Column({
    name: 'course_title_lower',
    type: 'text',
    generatedType: 'STORED',
    asExpression: 'lower("course_title")',
    insert: false,
    update: false,
    select: false,
  })
  courseTitleLower?: string;

  @Field({ description: 'Sanitised HTML from the rich-text editor.' })
  @Column({ name: 'course_description', type: 'text', default: '' })
  courseDescription: string;

  @Field({
    description:
      'Absolute image URL, usually under /uploads/: the fallback (JPEG or PNG) image, 640 pixels wide or less.',
    middleware: [absoluteUrlField],
  })
  @Column({ name: 'course_thumbnail', type: 'text' })
  courseThumbnail: string;

  @Field(() => Float, { description: 'List price before the discount.' })
  @Column({
    name: 'course_price',
    type: 'numeric',
    precision: 12,
    scale: 2,
    transformer: numericColumn,
  })
  coursePrice: number;

  @Field(() => Float, { description: 'Discount in percent, 0 to 100.' })
  @Column({ type: 'numeric', precision: 5, scale: 2, default: 0, transformer: numericColumn })
  discount: number;

  @Field()
  @Column({ name: 'is_published', type: 'boolean', default: true })
  isPublished: boolean;

  @Field({
    description:
      'Whether completeLecture accepts a lecture only once the player has reported it watched to near its end (off by default).',
  })
  @Column({ name: 'requires_watched_lectures', type: 'boolean', default: false })
  requiresWatchedLectures: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'Set when a course with enrolments was deleted: hidden from the catalog, still open to its learners.',
  })
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Index('IDX_courses_category')
  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => Category, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category?: Category | null;

  @Field(() => CourseLevel)
  @Column({
    type: 'enum',
    enum: CourseLevel,
    enumName: 'course_level',
    default: CourseLevel.ALL_LEVELS,
  })
  level: CourseLevel;

  @Field({ description: 'The language it is taught in, in English: "English", "Hindi".' })
  @Column({ type: 'varchar', length: 40, default: 'English' })
  language: string;

  @Field(() => [String], {
    description: 'Lower-case keywords, searched and shown on the course page.',
  })
  @Column({ type: 'text', array: true, default: '{}' })
  tags: string[];

  @Field(() => [String], { description: '"What you\'ll learn": one point each.' })
  @Column({ name: 'learning_points', type: 'text', array: true, default: '{}' })
  learningPoints: string[];

  @Field(() => [String], { description: 'What a learner needs before starting: one point each.' })
  @Column({ type: 'text', array: true, default: '{}' })
  requirements: string[];

  /** Title (A), tags, category and instructor (B), description (D): kept by a trigger (migration Discovery). */
  @Index('IDX_courses_search_document', { synchronize: false })
  @Column({
    name: 'search_document',
    type: 'tsvector',
    nullable: true,
    insert: false,
    update: false,
    select: false,
  })
  searchDocument?: string;

  @Index('IDX_courses_educator')
  @Column({ name: 'educator_id', type: 'uuid' })
  educatorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'educator_id' })
  educator?: User;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

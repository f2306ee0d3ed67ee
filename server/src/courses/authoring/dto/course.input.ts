import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { CourseLevel } from '../../course.entity';

@InputType()
export class LectureInput {
  @Field(() => ID, {
    nullable: true,
    description: "An existing lecture's id keeps it (and learners' progress on it).",
  })
  lectureId?: string;

  @Field()
  lectureTitle: string;

  @Field(() => Int, { description: 'Minutes, 1 to 1440.' })
  lectureDuration: number;

  @Field(() => String, {
    nullable: true,
    description:
      'A YouTube video link or 11-character id, stored as https://youtu.be/ID. Blank keeps the stored link (or hosted video) of an existing lecture; a link given to a hosted lecture makes it a YouTube lecture again.',
  })
  lectureUrl?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "An uploaded video (its upload URL's last part): the lecture plays it once it is ready, instead of a YouTube link. It must be the caller's own upload and no other lecture's. Left out, an existing lecture keeps what it plays.",
  })
  videoId?: string | null;

  @Field({ nullable: true, defaultValue: false })
  isPreviewFree?: boolean;
}

@InputType()
export class ChapterInput {
  @Field(() => ID, { nullable: true, description: "An existing chapter's id keeps it." })
  chapterId?: string;

  @Field()
  chapterTitle: string;

  @Field(() => [LectureInput], { description: 'In order; lectureOrder is assigned from 1.' })
  chapterContent: LectureInput[];
}

/** What a learner filters and reads a course by: optional on create and on update. */
@InputType({ isAbstract: true })
abstract class CourseFactsInput {
  @Field(() => ID, {
    nullable: true,
    description: 'A category or subcategory id (Query.categories); null removes it.',
  })
  categoryId?: string | null;

  @Field(() => CourseLevel, { nullable: true })
  level?: CourseLevel;

  @Field({ nullable: true, description: 'Up to 40 characters: "English", "Hindi".' })
  language?: string;

  @Field(() => [String], {
    nullable: true,
    description: 'Up to 10 keywords of up to 40 characters; kept lower-case.',
  })
  tags?: string[];

  @Field(() => [String], {
    nullable: true,
    description: '"What you\'ll learn": up to 12 points of up to 160 characters.',
  })
  learningPoints?: string[];

  @Field(() => [String], {
    nullable: true,
    description: 'Up to 10 points of up to 160 characters.',
  })
  requirements?: string[];
}

@InputType()
export class CreateCourseInput extends CourseFactsInput {
  @Field()
  courseTitle: string;

  @Field({
    nullable: true,
    defaultValue: '',
    description: 'HTML; sanitised against an allow-list before it is stored.',
  })
  courseDescription?: string;

  @Field(() => Float, {
    description: 'Non-negative, in the store currency (siteSettings.currency).',
  })
  coursePrice: number;

  @Field(() => Float, { nullable: true, defaultValue: 0, description: 'Percent, 0 to 100.' })
  discount?: number;

  @Field(() => [ChapterInput], {
    nullable: true,
    defaultValue: [],
    description: 'In order; chapterOrder is assigned from 1.',
  })
  courseContent?: ChapterInput[];

  @Field({
    nullable: true,
    defaultValue: true,
    description:
      'False saves a draft: only its owner and admins see it until publishCourse. Left out, the course is published at once.',
  })
  publish?: boolean;
}

@InputType({
  description:
    'Only the fields given change. A given courseContent replaces the curriculum, keeping the ids it names.',
})
export class UpdateCourseInput extends CourseFactsInput {
  @Field({ nullable: true })
  courseTitle?: string;

  @Field({ nullable: true })
  courseDescription?: string;

  @Field(() => Float, { nullable: true })
  coursePrice?: number;

  @Field(() => Float, { nullable: true })
  discount?: number;

  @Field(() => [ChapterInput], { nullable: true })
  courseContent?: ChapterInput[];
}

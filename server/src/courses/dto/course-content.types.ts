import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { absoluteUrlField } from '../../common/public-url';

@ObjectType('Lecture')
export class LectureView {
  @Field(() => ID)
  lectureId: string;

  @Field()
  lectureTitle: string;

  @Field(() => Int, { description: 'Minutes.' })
  lectureDuration: number;

  @Field(() => String, {
    nullable: true,
    description:
      'YouTube link. Null for a hosted lecture (see video), and for a locked lecture unless the viewer is enrolled in the course or owns it.',
  })
  lectureUrl: string | null;

  @Field({
    description:
      'True when the lecture plays a video uploaded here (Lecture.video) rather than a YouTube link; such a lecture may have no ready video yet.',
  })
  hosted: boolean;

  /** Not in the schema: the course, and the ready hosted video the lecture plays, for its resolvers. */
  courseId: string;
  videoId: string | null;
  /** Not in the schema: the live session whose recording it is, if one is (`mayWatchLecture`). */
  liveSessionId: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Plain text shown under the video: a live session’s recording has the session’s agenda. Null when none.',
  })
  description: string | null;

  /** Not in the schema: whether the viewer may watch it (`mayWatchLecture`). */
  mayWatch: boolean;

  @Field()
  isPreviewFree: boolean;

  @Field(() => Int, { description: 'Position in the chapter, from 1.' })
  lectureOrder: number;
}

@ObjectType('Chapter')
export class ChapterView {
  @Field(() => ID)
  chapterId: string;

  @Field()
  chapterTitle: string;

  @Field(() => Int, { description: 'Position in the course, from 1.' })
  chapterOrder: number;

  @Field(() => [LectureView])
  chapterContent: LectureView[];
}

@ObjectType({ description: "A course's educator as the public sees them." })
export class Educator {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Absolute avatar URL (http(s) or data:).', middleware: [absoluteUrlField] })
  imageUrl: string;
}

import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../../courses/dto/course-connection';
import { DEFAULT_REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE_SIZE } from '../review-page';

@ObjectType({ description: 'How many ratings gave this many stars.' })
export class RatingBucket {
  @Field(() => Int, { description: '5 down to 1.' })
  stars: number;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: "The course educator's answer under a review. Plain text, never HTML." })
export class ReviewReply {
  @Field()
  text: string;

  @Field(() => String, {
    nullable: true,
    description: 'Who replied (the educator, or an admin); null once their account is deleted.',
  })
  authorName: string | null;

  @Field({ description: 'When the reply was last written.' })
  updatedAt: Date;
}

@ObjectType({
  description: "A learner's written review with their rating. Plain text, never HTML.",
})
export class CourseReview {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  rating: number;

  @Field()
  review: string;

  @Field({ description: "The reviewer's display name (nothing else about them is public)." })
  reviewerName: string;

  @Field({ description: 'When the learner first rated the course.' })
  createdAt: Date;

  @Field({
    description: 'When the review text was last written (the list order); stars alone leave it.',
  })
  updatedAt: Date;

  @Field(() => ReviewReply, { nullable: true, description: "The educator's reply, if any." })
  reply: ReviewReply | null;
}

@ObjectType({ description: 'A review of one of the caller’s courses.' })
export class EducatorReview extends CourseReview {
  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;
}

@ObjectType({ description: 'Reviews, newest first.' })
export class ReviewConnection {
  @Field(() => [CourseReview])
  nodes: CourseReview[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'Reviews across all pages.' })
  totalCount: number;
}

@ObjectType({ description: "Reviews of the caller's courses, newest first." })
export class EducatorReviewConnection {
  @Field(() => [EducatorReview])
  nodes: EducatorReview[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'Reviews across all pages.' })
  totalCount: number;
}

@ArgsType()
export class ReviewsArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_REVIEW_PAGE_SIZE,
    description: `Page size, 1 to ${MAX_REVIEW_PAGE_SIZE}.`,
  })
  first?: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page.' })
  after?: string | null;
}

@ObjectType()
export class RateCourseResult {
  @Field()
  message: string;

  @Field(() => Int)
  rating: number;

  @Field(() => String, { nullable: true, description: 'The written review now stored, if any.' })
  review: string | null;

  @Field(() => Int)
  averageRating: number;

  @Field(() => Int)
  ratingCount: number;
}

import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A report of a question or an answer, for the admin console.' })
export class PostReportView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  questionId: string;

  @Field(() => ID, { nullable: true, description: 'Set when the report is about an answer.' })
  answerId: string | null;

  @Field(() => ID)
  courseId: string;

  @Field()
  courseTitle: string;

  @Field()
  lectureTitle: string;

  @Field({ description: 'The reported post’s text.' })
  body: string;

  @Field(() => String, { nullable: true })
  authorName: string | null;

  @Field()
  hidden: boolean;

  @Field(() => String, { nullable: true })
  reporterName: string | null;

  @Field()
  reason: string;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  resolvedAt: Date | null;
}

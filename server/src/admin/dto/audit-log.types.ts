import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description: 'A row an audit entry names in its fields (userId, courseId, chapterId).',
})
export class AuditMention {
  @Field(() => ID)
  id: string;

  @Field({
    description: 'Its name now: a user’s name, a course’s title, a chapter and its course.',
  })
  name: string;
}

import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum DeleteCourseOutcome {
  DELETED = 'DELETED',
  ARCHIVED = 'ARCHIVED',
}
registerEnumType(DeleteCourseOutcome, {
  name: 'DeleteCourseOutcome',
  description:
    "ARCHIVED: the course had learners, so it was archived instead: gone from the caller's course lists and the catalog, still open to its learners.",
});

@ObjectType()
export class DeleteCourseResult {
  @Field(() => DeleteCourseOutcome)
  outcome: DeleteCourseOutcome;

  @Field()
  message: string;
}

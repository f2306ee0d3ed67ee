import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Course } from '../course.entity';

@ObjectType()
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor: string | null;
}

@ObjectType({ description: 'Published courses, newest first.' })
export class CourseConnection {
  @Field(() => [Course])
  nodes: Course[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'Courses matching the search across all pages.' })
  totalCount: number;
}

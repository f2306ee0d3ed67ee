import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Course } from '../course.entity';
import type { CatalogQuery, FacetRow } from '../course-search.queries';

@ObjectType()
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor: string | null;
}

@ObjectType({
  description: 'A course found by the words of its captions, and the lecture they are in.',
})
export class CaptionMatch {
  @Field(() => ID, { description: 'One of the courses of `nodes`.' })
  courseId: string;

  @Field(() => ID, { description: 'Its first lecture, in curriculum order, whose captions match.' })
  lectureId: string;

  @Field({ description: "That lecture's title." })
  lectureTitle: string;
}

@ObjectType({ description: 'Published courses, in the order asked for.' })
export class CourseConnection {
  @Field(() => [Course])
  nodes: Course[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'Courses matching the search across all pages.' })
  totalCount: number;

  /** The checked search and filters, for the facet counts when they are asked for. */
  query?: CatalogQuery;

  /** The facet counts, when they were counted with the page (CourseSearch.list). */
  facetRows?: FacetRow[];
}

import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Course } from '../course.entity';
import type { CatalogQuery, FacetRow } from '../course-search.queries';

@ObjectType()
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor: string | null;
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

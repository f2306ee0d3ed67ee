import { ArgsType, Field, Int } from '@nestjs/graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/pagination';
import { CourseFilter, CourseSort } from './course-filter';

@ArgsType()
export class CoursesArgs {
  @Field({
    nullable: true,
    description:
      'Words to find, up to 200 characters. Every course whose title contains the text (any case) is found; so are courses whose title, tags, category, instructor or description match its words, and titles within a small typo.',
  })
  search?: string;

  @Field(() => CourseFilter, { nullable: true })
  filter?: CourseFilter;

  @Field(() => CourseSort, {
    nullable: true,
    description: 'RELEVANCE by default with a search, NEWEST without.',
  })
  sort?: CourseSort;

  @Field(() => Int, {
    nullable: true,
    description: `Page size, 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} by default.`,
  })
  first?: number;

  @Field({ nullable: true, description: 'The endCursor of the previous page.' })
  after?: string;
}

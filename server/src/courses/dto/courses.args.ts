import { ArgsType, Field, Int } from '@nestjs/graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/pagination';

@ArgsType()
export class CoursesArgs {
  @Field({ nullable: true, description: 'Case-insensitive substring of the course title.' })
  search?: string;

  @Field(() => Int, {
    nullable: true,
    description: `Page size, 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} by default.`,
  })
  first?: number;

  @Field({ nullable: true, description: 'The endCursor of the previous page.' })
  after?: string;
}

import { Inject } from '@nestjs/common';
import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { OptionalAuth } from '../auth/decorators';
import { CategoriesService } from './categories.service';
import { CategoryNode } from './category.entity';
import { CourseSearch } from './course-search.service';
import { EVERY_COURSE } from './course-search.queries';
import { CaptionMatch, CourseConnection } from './dto/course-connection';
import { CourseFacets } from './dto/course-filter';
import { Instructor, SearchSuggestions } from './dto/discovery.types';
import { InstructorQueries } from './instructor.queries';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

/** Finding a course: categories, facet counts, suggestions as one types, instructors' pages. */
@Resolver(() => CourseConnection)
export class DiscoveryResolver {
  constructor(
    @Inject(CourseSearch) private readonly search: CourseSearch,
    @Inject(CategoriesService) private readonly tree: CategoriesService,
    @Inject(InstructorQueries) private readonly instructors: InstructorQueries,
  ) {}

  @ResolveField(() => CourseFacets, {
    // One query and a fixed-size answer, however large the page beside it.
    complexity: () => 1,
    description:
      'Counts for every filter option under the same search, counted in the statement that finds the page.',
  })
  facets(@Parent() connection: CourseConnection) {
    return this.search.facets(connection.query ?? EVERY_COURSE, connection.facetRows);
  }

  @ResolveField(() => [CaptionMatch], {
    complexity: () => 1,
    description:
      "For the courses of this page whose lecture captions hold the search's words: the first lecture they are in (a course found by its captions alone names the lecture to open). Empty without a search. One more statement, only when asked for.",
  })
  captionMatches(@Parent() connection: CourseConnection) {
    return this.search.captionMatches(
      connection.query?.search ?? '',
      connection.nodes.map((c) => c.id),
    );
  }

  @ResolveField(() => String, {
    nullable: true,
    complexity: () => 1,
    description:
      'The search put right ("instgram" -> "instagram") when its words find no title or text as typed; null otherwise. One more statement, only when asked for.',
  })
  didYouMean(@Parent() connection: CourseConnection) {
    return this.search.didYouMean(connection.query?.search ?? '');
  }

  @Query(() => [CategoryNode], {
    description: 'Top-level categories in order, each with its subcategories and course counts.',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  categories() {
    return this.tree.tree();
  }

  @Query(() => CategoryNode, {
    nullable: true,
    description: 'One category by slug, with its subcategories; null when there is none.',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  async category(@Args('slug') slug: string) {
    return (await this.tree.bySlug()).get(slug) ?? null;
  }

  @Query(() => SearchSuggestions, {
    description:
      'Courses, categories and instructors matching what the visitor has typed so far (2 to 200 characters, else BAD_USER_INPUT).',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  searchSuggestions(@Args('text') text: string): Promise<SearchSuggestions> {
    return this.search.suggestions(text);
  }

  @Query(() => Instructor, {
    description: 'An instructor with at least one published course; NOT_FOUND otherwise.',
  })
  @OptionalAuth()
  @ApiScopes('catalog:read')
  instructor(@Args('id', { type: () => ID }) id: string) {
    return this.instructors.instructor(id);
  }
}

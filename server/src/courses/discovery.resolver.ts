import { Inject } from '@nestjs/common';
import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { OptionalAuth } from '../auth/decorators';
import { Checker } from '../common/validation';
import { CategoriesService } from './categories.service';
import { CategoryNode } from './category.entity';
import { Course } from './course.entity';
import { CourseSearch } from './course-search.service';
import { CourseSearchQueries } from './course-search.queries';
import { CourseConnection } from './dto/course-connection';
import { CourseFacets } from './dto/course-filter';
import { Instructor, SearchSuggestions } from './dto/discovery.types';
import { InstructorQueries } from './instructor.queries';

const SUGGESTED_COURSES = 5;
const SUGGESTED_OTHERS = 3;

/** Finding a course: categories, facet counts, suggestions as one types, instructors' pages. */
@Resolver(() => CourseConnection)
export class DiscoveryResolver {
  constructor(
    @Inject(CourseSearch) private readonly search: CourseSearch,
    @Inject(CourseSearchQueries) private readonly queries: CourseSearchQueries,
    @Inject(CategoriesService) private readonly tree: CategoriesService,
    @Inject(InstructorQueries) private readonly instructors: InstructorQueries,
    @InjectRepository(Course) private readonly courses: Repository<Course>,
  ) {}

  @ResolveField(() => CourseFacets, {
    // One query and a fixed-size answer, however large the page beside it.
    complexity: () => 1,
    description:
      'Counts for every filter option under the same search; asking for them costs one more query.',
  })
  facets(@Parent() connection: CourseConnection) {
    return this.search.facets(
      connection.query ?? { search: '', categories: [], durations: [], levels: [], languages: [] },
    );
  }

  @Query(() => [CategoryNode], {
    description: 'Top-level categories in order, each with its subcategories and course counts.',
  })
  @OptionalAuth()
  categories() {
    return this.tree.tree();
  }

  @Query(() => CategoryNode, {
    nullable: true,
    description: 'One category by slug, with its subcategories; null when there is none.',
  })
  @OptionalAuth()
  async category(@Args('slug') slug: string) {
    return (await this.tree.bySlug()).get(slug) ?? null;
  }

  @Query(() => SearchSuggestions, {
    description:
      'Courses, categories and instructors matching what the visitor has typed so far (2 to 200 characters, else BAD_USER_INPUT).',
  })
  @OptionalAuth()
  async searchSuggestions(@Args('text') raw: string): Promise<SearchSuggestions> {
    const check = new Checker();
    const text = check.requiredText('text', 'Search', raw, 200);
    if (text && text.length < 2) check.fail('text', 'Type at least 2 characters', 'TOO_SHORT');
    check.done();
    const needle = text.toLowerCase();
    const [ids, tree, instructors] = await Promise.all([
      this.queries.bestMatches(text, SUGGESTED_COURSES),
      this.tree.bySlug(),
      this.queries.instructorsNamed(text, SUGGESTED_OTHERS),
    ]);
    const found = ids.length ? await this.courses.findBy({ id: In(ids) }) : [];
    const byId = new Map(found.map((c) => [c.id, c]));
    return {
      courses: ids.map((id) => byId.get(id)).filter((c): c is Course => !!c),
      categories: [...tree.values()]
        .filter((c) => c.courseCount > 0 && c.name.toLowerCase().includes(needle))
        .slice(0, SUGGESTED_OTHERS),
      instructors,
    };
  }

  @Query(() => Instructor, {
    description: 'An instructor with at least one published course; NOT_FOUND otherwise.',
  })
  @OptionalAuth()
  instructor(@Args('id', { type: () => ID }) id: string) {
    return this.instructors.instructor(id);
  }
}

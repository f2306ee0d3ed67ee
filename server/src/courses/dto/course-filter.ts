import { Field, Float, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CourseLevel } from '../course.entity';

export enum CourseSort {
  RELEVANCE = 'RELEVANCE',
  MOST_POPULAR = 'MOST_POPULAR',
  HIGHEST_RATED = 'HIGHEST_RATED',
  NEWEST = 'NEWEST',
  PRICE_LOW_TO_HIGH = 'PRICE_LOW_TO_HIGH',
  PRICE_HIGH_TO_LOW = 'PRICE_HIGH_TO_LOW',
}

registerEnumType(CourseSort, {
  name: 'CourseSort',
  description:
    'RELEVANCE ranks by how well the search matches (newest first without a search); MOST_POPULAR by learners enrolled; HIGHEST_RATED by average rating, then by number of ratings; prices compare what a learner pays (netPrice).',
});

export enum PriceFilter {
  FREE = 'FREE',
  PAID = 'PAID',
}

registerEnumType(PriceFilter, { name: 'PriceFilter', description: 'By netPrice: 0 or above.' });

/** Udemy's video-length buckets, in hours of lectures. */
export enum DurationBucket {
  UP_TO_1_HOUR = 'UP_TO_1_HOUR',
  ONE_TO_3_HOURS = 'ONE_TO_3_HOURS',
  THREE_TO_6_HOURS = 'THREE_TO_6_HOURS',
  SIX_TO_17_HOURS = 'SIX_TO_17_HOURS',
  OVER_17_HOURS = 'OVER_17_HOURS',
}

registerEnumType(DurationBucket, {
  name: 'DurationBucket',
  description:
    'Total lecture length: 0–1 h, 1–3 h, 3–6 h, 6–17 h, over 17 h (each bucket includes its upper bound).',
});

/** Minutes of each bucket: above `from`, up to and including `to`. */
export const DURATION_MINUTES: Record<DurationBucket, { from: number; to: number | null }> = {
  [DurationBucket.UP_TO_1_HOUR]: { from: -1, to: 60 },
  [DurationBucket.ONE_TO_3_HOURS]: { from: 60, to: 180 },
  [DurationBucket.THREE_TO_6_HOURS]: { from: 180, to: 360 },
  [DurationBucket.SIX_TO_17_HOURS]: { from: 360, to: 1020 },
  [DurationBucket.OVER_17_HOURS]: { from: 1020, to: null },
};

/** The rating thresholds offered as filters (any value from 0 to 5 is accepted). */
export const RATING_THRESHOLDS = [4.5, 4, 3.5, 3] as const;

@InputType({
  description:
    'Every given part must hold; within a list, any value may (categories OR, levels OR, ...).',
})
export class CourseFilter {
  @Field(() => [String], {
    nullable: true,
    description: 'Category slugs; a top-level category includes its subcategories.',
  })
  categories?: string[];

  @Field(() => PriceFilter, { nullable: true })
  price?: PriceFilter;

  @Field(() => Float, { nullable: true, description: 'Lowest netPrice, inclusive.' })
  minPrice?: number;

  @Field(() => Float, { nullable: true, description: 'Highest netPrice, inclusive.' })
  maxPrice?: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Average rating at least this, 0 to 5 (3.5, 4 and 4.5 are offered).',
  })
  minRating?: number;

  @Field(() => [DurationBucket], { nullable: true })
  durations?: DurationBucket[];

  @Field(() => [CourseLevel], { nullable: true })
  levels?: CourseLevel[];

  @Field(() => [String], { nullable: true, description: 'Languages, as in Course.language.' })
  languages?: string[];
}

@ObjectType({ description: 'One option of a filter and how many courses it would show.' })
export class FacetCount {
  @Field({
    description:
      'What to pass in CourseFilter: a category slug, a PriceFilter, a rating threshold ("4.5"), a DurationBucket, a CourseLevel or a language.',
  })
  value: string;

  @Field({ description: 'What to show: "Social Media", "Free", "4.5 & up", "1-3 hours".' })
  label: string;

  @Field(() => Int, {
    description:
      'Courses matching the search and every other active filter if this option were chosen.',
  })
  count: number;

  @Field(() => String, {
    nullable: true,
    description: 'Categories only: the parent slug of a subcategory; null at the top level.',
  })
  parent: string | null;
}

@ObjectType({
  description:
    "Counts for each option of each filter. A filter's own counts ignore its own selection and respect every other, as shops do.",
})
export class CourseFacets {
  @Field(() => [FacetCount], { description: 'Top-level categories and their subcategories.' })
  categories: FacetCount[];

  @Field(() => [FacetCount])
  prices: FacetCount[];

  @Field(() => [FacetCount], { description: 'At least 4.5, 4, 3.5 and 3.' })
  ratings: FacetCount[];

  @Field(() => [FacetCount])
  durations: FacetCount[];

  @Field(() => [FacetCount])
  levels: FacetCount[];

  @Field(() => [FacetCount])
  languages: FacetCount[];
}

import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { absoluteUrlField } from '../../common/public-url';
import { CategoryNode } from '../category.entity';
import { Course } from '../course.entity';
import { Educator } from './course-content.types';

@ObjectType({ description: "An instructor's public page: who they are and what they teach." })
export class Instructor {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Absolute avatar URL (http(s) or data:).', middleware: [absoluteUrlField] })
  imageUrl: string;

  @Field({ description: 'One line under the name; empty when not set.' })
  headline: string;

  @Field({ description: 'Plain text, paragraphs split by blank lines; empty when not set.' })
  bio: string;

  @Field(() => [String], { description: 'Absolute http(s) links.' })
  links: string[];

  @Field(() => Int, { description: 'Different learners enrolled in any of their courses.' })
  totalStudents: number;

  @Field(() => Float, {
    description: 'Average of every rating of their courses, two decimals; 0 without ratings.',
  })
  averageRating: number;

  @Field(() => Int)
  ratingCount: number;

  @Field(() => Int, { description: 'Ratings that came with a written review.' })
  reviewCount: number;

  @Field(() => [Course], { description: 'Their published courses, most learners first.' })
  courses: Course[];
}

@ObjectType({ description: 'What to offer under a search box as the visitor types.' })
export class SearchSuggestions {
  @Field(() => [Course], { description: 'Up to 5, best match first.' })
  courses: Course[];

  @Field(() => [CategoryNode], { description: 'Up to 3 categories whose name matches.' })
  categories: CategoryNode[];

  @Field(() => [Educator], { description: 'Up to 3 instructors (with published courses) by name.' })
  instructors: Educator[];
}

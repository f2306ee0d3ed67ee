import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** A subject of the catalog: a top-level category, or one of its subcategories. */
@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable and URL-safe: /category/{slug}. */
  @Column({ type: 'varchar', length: 80, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Index('IDX_categories_parent')
  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent?: Category | null;

  /** Order among its siblings. */
  @Column({ type: 'integer', default: 0 })
  position: number;
}

/** A category without its subcategories: under a parent, on a course, in suggestions. */
@ObjectType('CategorySummary', {
  description: 'A category without its subcategories: a subcategory, or the category of a course.',
})
export class CategorySummary {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Stable and URL-safe: the category page is /category/{slug}.' })
  slug: string;

  @Field()
  name: string;

  @Field(() => Int, {
    description: 'Published courses in it; a top-level category counts its subcategories too.',
  })
  courseCount: number;

  @Field(() => String, { nullable: true, description: "The parent's slug; null at the top level." })
  parentSlug: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The parent's name, for a breadcrumb; null at the top level.",
  })
  parentName: string | null;
}

/** A category with the number of published courses in it (a top level counts its subcategories'). */
@ObjectType('Category', {
  description: 'A subject of the catalog: a top-level category or one of its subcategories.',
})
export class CategoryNode extends CategorySummary {
  @Field(() => [CategorySummary], {
    description: 'Subcategories in order; empty below the top level.',
  })
  children: CategoryNode[];
}

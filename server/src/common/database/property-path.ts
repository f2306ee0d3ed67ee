import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * `alias.property` for a TypeORM query builder, which turns it into the column name. Checked against
 * the entity, so renaming a property fails the typecheck instead of the query.
 */
export const prop = <Entity>(alias: string, property: keyof Entity & string): string =>
  `${alias}.${property}`;

/** The quoted column of an entity property, for raw SQL expressions such as `-"chapter_order"`. */
export function columnName<Entity extends ObjectLiteral>(
  repository: Repository<Entity>,
  property: keyof Entity & string,
): string {
  const column = repository.metadata.findColumnWithPropertyName(property);
  if (!column) throw new Error(`${repository.metadata.name} has no column ${property}`);
  return `"${column.databaseName}"`;
}

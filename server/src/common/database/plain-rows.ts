import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Plain SQL for the hottest reads of whole entities (the signed-in user, a course by id): the
 * select list is built once from the entity's metadata and the row hydrated as TypeORM's own read
 * would (its driver's value preparation, transformers included), where a query builder would
 * rebuild the statement and its aliases on every request.
 */

/** `alias."column"` for every column TypeORM selects by default, as the row's keys. */
export function selectedColumns(metadata: EntityMetadata, alias: string): string {
  return metadata.columns
    .filter((column) => column.isSelect)
    .map((column) => `${alias}."${column.databaseName}"`)
    .join(', ');
}

/** The entity from a row holding its selected columns under their database names. */
export function hydrated<T extends ObjectLiteral>(
  db: DataSource,
  metadata: EntityMetadata,
  row: Record<string, unknown>,
): T {
  const entity = metadata.create() as T;
  for (const column of metadata.columns)
    if (column.isSelect)
      column.setEntityValue(
        entity,
        db.driver.prepareHydratedValue(row[column.databaseName], column) as unknown,
      );
  return entity;
}

/** Reads one entity by its (single-column) primary key in one plain statement; null when absent. */
export function byPrimaryKey<T extends ObjectLiteral>(db: DataSource, target: EntityTarget<T>) {
  let sql: string | undefined;
  return async (id: string): Promise<T | null> => {
    const metadata = db.getMetadata(target);
    sql ??= `SELECT ${selectedColumns(metadata, 't')} FROM "${metadata.tableName}" t
      WHERE t."${metadata.primaryColumns[0].databaseName}" = $1`;
    const [row] = await db.query<Record<string, unknown>[]>(sql, [id]);
    return row ? hydrated<T>(db, metadata, row) : null;
  };
}

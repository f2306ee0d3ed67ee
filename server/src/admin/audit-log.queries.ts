import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import { isUuid } from '../common/ids';
import { Checker } from '../common/validation';
import { AdminAuditEntry } from './admin-audit-entry.entity';
import { adminPage } from './admin-page';
import type { AuditLogFilter } from './dto/admin.inputs';

/** The audit log, newest first, narrowed by action, actor or target. */
@Injectable()
export class AuditLogQueries {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(filter: AuditLogFilter | null | undefined, pageArg: unknown) {
    const check = new Checker();
    const where: FindOptionsWhere<AdminAuditEntry> = {};
    const action = check.optionalText('filter.action', 'Action', filter?.action, 40);
    if (action) where.action = action;
    const targetType = check.optionalText(
      'filter.targetType',
      'Target type',
      filter?.targetType,
      20,
    );
    if (targetType) where.targetType = targetType;
    for (const [key, label] of [
      ['actorId', 'Actor'],
      ['targetId', 'Target'],
    ] as const) {
      const value = filter?.[key];
      if (value === undefined || value === null || value === '') continue;
      if (!isUuid(value)) check.fail(`filter.${key}`, `${label} must be an id`);
      else where[key] = value;
    }
    check.done();
    const { page, offset, limit } = adminPage(pageArg);
    const [rows, totalCount] = await this.db.getRepository(AdminAuditEntry).findAndCount({
      where,
      order: { at: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
    const nodes = rows.map((row) => ({
      ...row,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
    }));
    return { nodes, totalCount, page, pageSize: limit };
  }
}

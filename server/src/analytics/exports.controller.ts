import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { CurrentUser, Roles } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { SalesExports } from './sales-exports';

const DAY_MS = 86_400_000;
const CSV = 'text/csv; charset=utf-8';

/**
 * The accounting downloads, with the same Bearer auth as the other /api/educator routes.
 * `from` and `to` default to the last 365 days.
 */
@Controller('api/educator')
@Roles('educator', 'admin')
export class ExportsController {
  constructor(@Inject(SalesExports) private readonly exports: SalesExports) {}

  @Get('sales.csv')
  @Header('Content-Type', CSV)
  @Header('Content-Disposition', 'attachment; filename="sales.csv"')
  @Header('Cache-Control', 'no-store')
  sales(
    @CurrentUser() user: User,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('courseId') courseId?: string,
  ) {
    const end = to ?? new Date().toISOString();
    const start = from ?? new Date(new Date(end).getTime() - 365 * DAY_MS).toISOString();
    return this.exports.salesCsv(user, { from: start, to: end, courseId });
  }

  @Get('students.csv')
  @Header('Content-Type', CSV)
  @Header('Content-Disposition', 'attachment; filename="students.csv"')
  @Header('Cache-Control', 'no-store')
  students(@CurrentUser() user: User, @Query('courseId') courseId?: string) {
    return this.exports.studentsCsv(user, { courseId });
  }
}

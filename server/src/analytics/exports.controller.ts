import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { SalesExports } from './sales-exports';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

const DAY_MS = 86_400_000;

/** Set once the file is made, so a refusal still answers as JSON like every /api error. */
export function asCsv(res: Response, name: string, csv: string): string {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
  return csv;
}

/**
 * The accounting downloads, with the same Bearer auth as the other /api/educator routes.
 * `from` and `to` default to the last 365 days.
 */
@Controller('api/educator')
@Roles('educator', 'admin')
export class ExportsController {
  constructor(@Inject(SalesExports) private readonly exports: SalesExports) {}

  @Get('sales.csv')
  @ApiScopes('sales:read')
  async sales(
    @CurrentUser() user: User,
    @Res({ passthrough: true }) res: Response,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('courseId') courseId?: string,
  ) {
    const end = to ?? new Date().toISOString();
    const start = from ?? new Date(new Date(end).getTime() - 365 * DAY_MS).toISOString();
    return asCsv(
      res,
      'sales.csv',
      await this.exports.salesCsv(user, { from: start, to: end, courseId }),
    );
  }

  @Get('students.csv')
  @ApiScopes('sales:read')
  async students(
    @CurrentUser() user: User,
    @Res({ passthrough: true }) res: Response,
    @Query('courseId') courseId?: string,
  ) {
    return asCsv(res, 'students.csv', await this.exports.studentsCsv(user, { courseId }));
  }
}

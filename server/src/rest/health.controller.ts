import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';

@Controller('api/health')
export class HealthController {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    try {
      await this.db.query('SELECT 1');
      return { status: 'ok', db: 'up' };
    } catch {
      res.status(503);
      return { status: 'error', db: 'down' };
    }
  }
}

import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';

/** A probe unanswered by then counts as down, so the endpoint answers within 2 s whatever the database does. */
const PROBE_DEADLINE_MS = 1_500;

@Controller('api/health')
export class HealthController {
  /** The one probe in flight: callers share it, so probes never pile up on a stuck database. */
  private probe?: Promise<boolean>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    if (await this.databaseAnswers()) return { status: 'ok', db: 'up' };
    res.status(503);
    return { status: 'error', db: 'down' };
  }

  private async databaseAnswers(): Promise<boolean> {
    this.probe ??= this.db
      .query('SELECT 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        this.probe = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_DEADLINE_MS);
    });
    try {
      return await Promise.race([this.probe, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

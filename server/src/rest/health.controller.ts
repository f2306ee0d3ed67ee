import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../common/http-cache/change-feed';
import { DrainState } from '../common/lifecycle/draining';

/** A probe unanswered by then counts as down, so the endpoint answers within 2 s whatever the database does. */
const PROBE_DEADLINE_MS = 1_500;

@Controller('api/health')
export class HealthController {
  /** The one probe in flight: callers share it, so probes never pile up on a stuck database. */
  private probe?: Promise<boolean>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(DrainState) private readonly drain: DrainState,
    @Inject(ChangeFeed) private readonly feed: ChangeFeed,
  ) {}

  /** The original API's probe: the process and its database. */
  @Get()
  async health(@Res({ passthrough: true }) res: Response) {
    if (await this.databaseAnswers()) return { status: 'ok', db: 'up' };
    res.status(503);
    return { status: 'error', db: 'down' };
  }

  /** Liveness: the process answers. A restart would not mend a database outage, so it is not asked. */
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /**
   * Readiness, for a load balancer: migrated (the server listens only after that), the database
   * answering, and not shutting down. `cache` says whether reads may come from memory (`current`)
   * or all come from the database because the change feed is behind or away (`off`): the
   * instance still serves correctly, only slower, so it stays ready.
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    if (this.drain.draining) {
      res.status(503);
      return { status: 'draining' };
    }
    if (await this.databaseAnswers())
      return { status: 'ready', db: 'up', cache: this.feed.live ? 'current' : 'off' };
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

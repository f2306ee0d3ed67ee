import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { badInput, DomainError } from '../common/errors/domain-error';
import { linkOrigin, publicBase } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import type { PushSubscriptionInput } from './dto/push-subscription.input';
import { PushSubscription } from './push-subscription.entity';
import { SUBSCRIPTION_MESSAGES, subscriptionProblems, unpadded } from './subscription-input';

/** Browsers one account may have subscribed; a further one drops the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export const PUSH_OFF = 'Push notifications are turned off on this server';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

@Injectable()
export class PushSubscriptionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  /** What browsers subscribe with (`applicationServerKey`); null when push is off. */
  get publicKey(): string | null {
    return this.config.vapid?.publicKey ?? null;
  }

  /**
   * A request from a page of another site (its `Origin`) may not subscribe the account: only the
   * site's own origin (PUBLIC_URL, SITE_URL, else the request's own) does. Without `Origin` (a
   * server-side caller with the account's token) nothing is compared.
   */
  private fromThisSite(req: Request): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    const own = [linkOrigin(this.config), this.config.publicUrl, publicBase(req)];
    return own.some((url) => url !== undefined && originOf(url) === origin);
  }

  /**
   * Keeps the browser's subscription for `user`: the same endpoint, whoever had it, is now theirs
   * (one device, one owner), and past MAX_SUBSCRIPTIONS_PER_USER the oldest go.
   */
  async subscribe(user: User, input: PushSubscriptionInput, req: Request): Promise<boolean> {
    if (!this.config.vapid) throw new DomainError('SERVICE_UNAVAILABLE', PUSH_OFF);
    const problems = subscriptionProblems(input, this.config.nodeEnv === 'production');
    if (!this.fromThisSite(req))
      problems.push({ field: 'origin', message: SUBSCRIPTION_MESSAGES.origin, code: 'INVALID' });
    if (problems.length) throw badInput(problems);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id,
           p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = now()`,
        [user.id, input.endpoint, unpadded(input.p256dh), unpadded(input.auth)],
      );
      await tx.query(
        `DELETE FROM push_subscriptions WHERE id IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1
           ORDER BY created_at DESC, id OFFSET $2)`,
        [user.id, MAX_SUBSCRIPTIONS_PER_USER],
      );
    });
    return true;
  }

  /** Forgets the caller's browser at `endpoint`; true whether or not it was subscribed (safe to repeat). */
  async unsubscribe(user: User, endpoint: string): Promise<boolean> {
    await this.db.getRepository(PushSubscription).delete({ userId: user.id, endpoint });
    return true;
  }
}

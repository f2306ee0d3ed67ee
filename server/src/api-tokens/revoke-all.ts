import { IsNull, type EntityManager } from 'typeorm';
import { ApiToken } from './api-token.entity';

/**
 * Revokes the unrevoked API tokens of `userId` inside `tx` and returns how many: the live ones, as
 * a password reset (a recovery after a takeover) and an account deletion must, or with
 * `expiredToo` every one, as disabling an account does.
 */
export async function revokeAllApiTokens(
  tx: EntityManager,
  userId: string,
  { expiredToo = false } = {},
): Promise<number> {
  const query = tx
    .getRepository(ApiToken)
    .createQueryBuilder()
    .update()
    .set({ revokedAt: () => 'now()' })
    .where({ userId, revokedAt: IsNull() });
  if (!expiredToo) query.andWhere('expires_at > now()');
  const result = await query.execute();
  return result.affected ?? 0;
}

import { IsNull, type EntityManager } from 'typeorm';
import { ApiToken } from './api-token.entity';

/**
 * Revokes every live API token of `userId` inside `tx`, as a password reset (a recovery after a
 * takeover) and an account deletion must; returns how many were live.
 */
export async function revokeAllApiTokens(tx: EntityManager, userId: string): Promise<number> {
  const result = await tx
    .getRepository(ApiToken)
    .createQueryBuilder()
    .update()
    .set({ revokedAt: () => 'now()' })
    .where({ userId, revokedAt: IsNull() })
    .andWhere('expires_at > now()')
    .execute();
  return result.affected ?? 0;
}

/**
 * Revokes every unrevoked API token of `userId`, expired ones too, inside `tx`, as disabling an
 * account does; returns how many there were.
 */
export async function revokeEveryApiToken(tx: EntityManager, userId: string): Promise<number> {
  const result = await tx
    .getRepository(ApiToken)
    .createQueryBuilder()
    .update()
    .set({ revokedAt: () => 'now()' })
    .where('user_id = :id AND revoked_at IS NULL', { id: userId })
    .execute();
  return result.affected ?? 0;
}

import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { DomainError } from '../common/errors/domain-error';
import { AccountToken, TokenPurpose } from './account-token.entity';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  [TokenPurpose.PASSWORD_RESET]: 60 * 60 * 1000,
  [TokenPurpose.EMAIL_VERIFICATION]: 7 * 24 * 60 * 60 * 1000,
  [TokenPurpose.EMAIL_CHANGE]: 24 * 60 * 60 * 1000,
};

export const INVALID_TOKEN: Record<TokenPurpose, string> = {
  [TokenPurpose.PASSWORD_RESET]:
    'This reset link is invalid, expired or already used. Ask for a new one.',
  [TokenPurpose.EMAIL_VERIFICATION]:
    'This verification link is invalid, expired or already used. Ask for a new one.',
  [TokenPurpose.EMAIL_CHANGE]:
    'This confirmation link is invalid, expired or already used. Change your email again.',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues and redeems the single-use tokens mailed to users. */
@Injectable()
export class AccountTokens {
  /** A new token (32 random bytes, base64url); an earlier unused one of the same purpose stops working. */
  async issue(
    tx: EntityManager,
    userId: string,
    purpose: TokenPurpose,
    email: string | null = null,
  ): Promise<string> {
    const repo = tx.getRepository(AccountToken);
    await repo.update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    const token = randomBytes(32).toString('base64url');
    await repo.insert({
      userId,
      purpose,
      email,
      tokenHash: hashOf(token),
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    });
    return token;
  }

  /**
   * Marks the token used and returns it, inside `tx`; one redemption wins however many race.
   * Unknown, expired, used or of another purpose: BAD_USER_INPUT with the purpose's message.
   */
  redeem(tx: EntityManager, token: unknown, purpose: TokenPurpose): Promise<AccountToken> {
    return this.redeemAny(tx, token, [purpose]);
  }

  /** `redeem` for a token of any of `purposes` (the message is the first one's). */
  async redeemAny(
    tx: EntityManager,
    token: unknown,
    purposes: TokenPurpose[],
  ): Promise<AccountToken> {
    const purpose = purposes[0];
    const invalid = () =>
      new DomainError('BAD_USER_INPUT', INVALID_TOKEN[purpose], [
        { field: 'token', message: INVALID_TOKEN[purpose], code: 'INVALID_TOKEN' },
      ]);
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw invalid();
    const result = await tx
      .getRepository(AccountToken)
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where({
        tokenHash: hashOf(token),
        purpose: In(purposes),
        usedAt: IsNull(),
        expiresAt: MoreThan(new Date()),
      })
      .returning('*')
      .execute();
    const [row] = result.raw as Record<string, unknown>[];
    if (!row) throw invalid();
    return {
      id: row.id as string,
      userId: row.user_id as string,
      purpose: row.purpose as TokenPurpose,
      tokenHash: row.token_hash as string,
      email: row.email as string | null,
      expiresAt: row.expires_at as Date,
      usedAt: row.used_at as Date,
      createdAt: row.created_at as Date,
    };
  }

  /** Tokens of `purpose` issued to the user in the last `seconds`. */
  /** Retires every unused token of `purposes`: the links already mailed stop working. */
  async retire(tx: EntityManager, userId: string, purposes: TokenPurpose[]): Promise<void> {
    await tx
      .getRepository(AccountToken)
      .update({ userId, purpose: In(purposes), usedAt: IsNull() }, { usedAt: () => 'now()' });
  }

  issuedSince(tx: EntityManager, userId: string, purpose: TokenPurpose, seconds: number) {
    return tx.getRepository(AccountToken).countBy({
      userId,
      purpose,
      createdAt: MoreThan(new Date(Date.now() - seconds * 1000)),
    });
  }
}

/** Deletes every token mailed to an account (its links stop working), inside `tx`. */
export async function forgetAccountTokens(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(AccountToken).delete({ userId });
}

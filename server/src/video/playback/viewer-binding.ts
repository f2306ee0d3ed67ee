import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { ApiToken } from '../../api-tokens/api-token.entity';
import { tokenCallerOf } from '../../api-tokens/token-caller';
import { Session } from '../../auth/session.entity';
import type { AuthenticatedRequest } from '../../auth/signed-in-user';
import { User } from '../../users/user.entity';
import { ANYONE, type Viewer } from './playback-signer';

/**
 * The viewer a signed URL is issued to, from the request that asks for it: the signed-in user and
 * their session; an API token's owner and the token (a token allowed to act as its owner may watch
 * what they may, and revoking it ends that); anyone when nobody is signed in.
 */
export function viewerOf(req: Request): Viewer {
  const { user, authSessionId } = req as AuthenticatedRequest;
  if (!user) return ANYONE;
  const token = tokenCallerOf(req);
  if (token) return { userId: user.id, binding: `t.${token.tokenId}` };
  if (authSessionId) return { userId: user.id, binding: `s.${authSessionId}` };
  return { userId: user.id, binding: `v.${user.tokenVersion}` };
}

/**
 * Whether what a signed URL was issued to still signs its viewer in, read now: the session not
 * revoked, not expired and of the account's token version; the API token not revoked nor expired;
 * the account there and not disabled. The user when live, undefined for anyone, null when not.
 */
@Injectable()
export class ViewerBinding {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async live(viewer: Viewer): Promise<User | undefined | null> {
    if (viewer.binding === '') return undefined;
    const [kind, id] = [viewer.binding.slice(0, 1), viewer.binding.slice(2)];
    const query = this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.id = :userId AND u.disabled_at IS NULL', { userId: viewer.userId });
    if (kind === 's')
      query.innerJoin(
        Session,
        's',
        `s.id = :id AND s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()
         AND s.token_version = u.token_version`,
        { id },
      );
    else if (kind === 't')
      query.innerJoin(
        ApiToken,
        't',
        't.id = :id AND t.user_id = u.id AND t.revoked_at IS NULL AND t.expires_at > now()',
        { id },
      );
    else query.andWhere('u.token_version = :version', { version: Number(id) });
    return (await query.getOne()) ?? null;
  }
}

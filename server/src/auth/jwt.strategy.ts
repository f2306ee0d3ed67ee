import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import type { TokenClaims } from './auth.service';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { SessionsService } from './sessions.service';
import type { AuthenticatedRequest } from './signed-in-user';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object: given a string, jsonwebtoken first tries to parse it as a public key on
      // every verification, which cost a tenth of a signed-in request's CPU. jsonwebtoken takes
      // one; passport-jwt's types predate that.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /**
   * Loads the user on every request, so a deleted user's token stops working and role changes apply at once;
   * the same row's token version revokes tokens issued before a password change or a sign-out everywhere,
   * and a disabled account's sessions end at once. A token of a session (`sid`) needs that session
   * live, read in the same query; one from before sessions needs none.
   */
  async validate(req: Request, claims: TokenClaims): Promise<User | false> {
    if (typeof claims.sub !== 'string') return false;
    const user =
      typeof claims.sid === 'string'
        ? await this.sessions.signedIn(claims.sub, claims.sid, req)
        : await this.users.findById(claims.sub);
    if (!user || user.disabledAt || (claims.ver ?? 0) !== user.tokenVersion) return false;
    (req as AuthenticatedRequest).authSessionId = claims.sid;
    return user;
  }
}

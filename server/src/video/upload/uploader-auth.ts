import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { isDatabaseUnavailable } from '../../common/errors/database-unavailable';
import { DomainError } from '../../common/errors/domain-error';
import { tokenCallerOf } from '../../api-tokens/token-caller';
import { Role, type User } from '../../users/user.entity';

/** A refusal in tus's terms: a status and a short text body. */
export class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body.trim());
  }
}

/**
 * The caller of an upload request, by the API's bearer rules: a sign-in token (passport's jwt
 * strategy, session checked) or an API token with `courses:write`. Educators and admins only.
 */
export async function uploaderOf(req: Request, res: Response): Promise<User> {
  let user: User | undefined;
  try {
    const caller = tokenCallerOf(req);
    if (caller) {
      if (!caller.scopes.includes('courses:write'))
        throw new TusRefusal(403, 'This API token needs the courses:write scope.\n');
      user = caller.user;
    } else {
      user = await signedInWithJwt(req, res);
    }
  } catch (error) {
    if (error instanceof TusRefusal) throw error;
    if (isDatabaseUnavailable(error))
      throw new TusRefusal(503, 'The database is unavailable. Please try again in a moment.\n');
    if (error instanceof DomainError && error.code === 'UNAUTHENTICATED')
      throw new TusRefusal(401, `${error.message}\n`);
    throw error;
  }
  if (!user)
    throw new TusRefusal(
      401,
      req.headers.authorization ? 'Invalid token\n' : 'Access token required\n',
    );
  if (user.role !== Role.EDUCATOR && user.role !== Role.ADMIN)
    throw new TusRefusal(403, 'Only educators can upload videos.\n');
  return user;
}

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function signedInWithJwt(req: Request, res: Response): Promise<User | undefined> {
  return new Promise((resolve, reject) => {
    const authenticate = passport.authenticate(
      'jwt',
      { session: false },
      (error: unknown, user: User | false) =>
        error ? reject(asError(error)) : resolve(user || undefined),
    ) as Middleware;
    authenticate(req, res, (error?: unknown) =>
      error ? reject(asError(error)) : resolve(undefined),
    );
  });
}

import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Role, type User } from '../users/user.entity';
import { unauthenticated } from '../common/errors/domain-error';
import { JwtAuthGuard, OptionalJwtAuthGuard, ROLES_KEY, RolesGuard } from './guards';
import { signedInSessionId, signedInUser } from './signed-in-user';
import { requestOf } from '../common/request-context';
import { signInDevice, type SignInDevice } from './sessions.service';

/** The caller must present a valid bearer token. Same on GraphQL resolvers and REST handlers. */
export const Authenticated = () => UseGuards(JwtAuthGuard);

/** A public path that still recognises a signed-in caller (read with @Viewer()). */
export const OptionalAuth = () => UseGuards(OptionalJwtAuthGuard);

type RoleName = `${Role}`;

/** The caller must be signed in with one of these roles, e.g. `@Roles('educator', 'admin')`. */
export const Roles = (...roles: RoleName[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(JwtAuthGuard, RolesGuard));

/** The signed-in user; use behind @Authenticated or @Roles. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User => {
    const user = signedInUser(context);
    if (!user) throw unauthenticated();
    return user;
  },
);

/** The signed-in user on a public path, or undefined for an anonymous caller. Use behind @OptionalAuth. */
export const Viewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User | undefined => signedInUser(context),
);

/** The id of the session the caller's token belongs to, if any. Use behind @Authenticated. */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => signedInSessionId(context),
);

/** The device a sign-in comes from (User-Agent, network block), for the session it opens. */
export const SignInFrom = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SignInDevice => signInDevice(requestOf(context)),
);

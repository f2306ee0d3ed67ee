import { forbidden } from '../common/errors/domain-error';
import type { User } from '../users/user.entity';

/** Said to a disabled account's owner when they sign in. */
export const ACCOUNT_DISABLED =
  'This account has been disabled. Contact us if you think this is a mistake.';

/** Every path that hands out a session or changes the account by link checks this first (login, password reset, email links). */
export function assertNotDisabled(user: Pick<User, 'disabledAt'>) {
  if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED);
}

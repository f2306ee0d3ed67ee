import { mailOptional, noticeKinds } from '../../../shared/notice-kinds';
import { NoticeDelivery, type NoticeDeliveryPreference } from './dto/notification-preferences';
import type { User } from './user.entity';

/** Where each kind of notice reaches the user, from the two lists of kinds turned off. */
export function noticeDeliveries(
  user: Pick<User, 'noticeMailOff' | 'noticeAppOff'>,
): NoticeDeliveryPreference[] {
  return noticeKinds.map((kind) => ({
    kind,
    delivery: user.noticeMailOff.includes(kind)
      ? NoticeDelivery.IN_APP
      : user.noticeAppOff.includes(kind)
        ? NoticeDelivery.MAIL
        : NoticeDelivery.BOTH,
    mailOptional: mailOptional(kind),
  }));
}

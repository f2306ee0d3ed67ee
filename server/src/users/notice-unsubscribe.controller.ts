import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { confirmButton, plainPage } from '../common/html';
import { SignedLinks } from '../common/signed-links';
import { SaleNotices, User } from './user.entity';
import { NoticeDelivery } from './dto/notification-preferences';
import { setNoticeDeliveries } from './user-writes';

/** Where the one-click unsubscribe of each notice points (`id` is the user it goes to). */
export const NOTICE_PATHS = {
  sales: '/notifications/unsubscribe/sales',
  reviews: '/notifications/unsubscribe/reviews',
  wishlist: '/notifications/unsubscribe/wishlist',
  announcements: '/notifications/unsubscribe/announcements',
} as const;

const WHAT = {
  sales: 'new learners and sales',
  reviews: 'new reviews',
  wishlist: 'price drops of your wishlist',
  announcements: 'course announcements (they stay in your notifications)',
} as const;

const TURN_OFF = {
  sales: { saleNotices: SaleNotices.OFF },
  reviews: { reviewNotices: false },
  wishlist: { wishlistNotices: false },
} satisfies Record<Exclude<keyof typeof NOTICE_PATHS, 'announcements'>, Partial<User>>;

/** The links that stop one kind of notice's mail (shared/notice-kinds.ts), keeping it in the product. */
const NOTICE_KIND_OF = { announcements: 'announcement' } as const;

const INVALID = '<p>This link is not valid. Change your mail preferences on your account page.</p>';

/**
 * The unsubscribe links of notices one may turn off (RFC 8058): a GET shows a button, the POST (from it
 * or from the mail client) turns that notice off. Preferences are on the account page too.
 */
@Controller('notifications/unsubscribe')
export class NoticeUnsubscribeController {
  constructor(
    @Inject(SignedLinks) private readonly links: SignedLinks,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  private kindOf(kind: string): keyof typeof NOTICE_PATHS | undefined {
    return Object.hasOwn(NOTICE_PATHS, kind) ? (kind as keyof typeof NOTICE_PATHS) : undefined;
  }

  @Get(':kind')
  ask(
    @Param('kind') raw: string,
    @Query('id') id: unknown,
    @Query('token') token: unknown,
    @Res() res: Response,
  ) {
    const kind = this.kindOf(raw);
    if (!kind || !this.links.valid(NOTICE_PATHS[kind], id, token))
      return plainPage(res, 400, 'Link not valid', INVALID);
    plainPage(
      res,
      200,
      `Stop mail about ${WHAT[kind]}?`,
      confirmButton(this.links.local(NOTICE_PATHS[kind], id), 'Stop these mails'),
    );
  }

  @Post(':kind')
  @HttpCode(200)
  async stop(
    @Param('kind') raw: string,
    @Query('id') id: unknown,
    @Query('token') token: unknown,
    @Res() res: Response,
  ) {
    const kind = this.kindOf(raw);
    if (!kind || !this.links.valid(NOTICE_PATHS[kind], id, token))
      return plainPage(res, 400, 'Link not valid', INVALID);
    if (kind === 'announcements')
      await setNoticeDeliveries(this.users.manager, id, [
        { kind: NOTICE_KIND_OF[kind], delivery: NoticeDelivery.IN_APP },
      ]);
    else await this.users.update({ id }, TURN_OFF[kind]);
    plainPage(
      res,
      200,
      'Done',
      `<p>You will get no more mail about ${WHAT[kind]}. Turn it back on from your account page.</p>`,
    );
  }
}

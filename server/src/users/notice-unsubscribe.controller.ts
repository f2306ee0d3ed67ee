import { Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import { confirmButton, plainPage } from '../common/html';
import { SignedLinks } from '../common/signed-links';
import { SaleNotices, User } from './user.entity';

/** Where the one-click unsubscribe of each educator notice points (`id` is the educator). */
export const NOTICE_PATHS = {
  sales: '/notifications/unsubscribe/sales',
  reviews: '/notifications/unsubscribe/reviews',
} as const;

const WHAT = { sales: 'new learners and sales', reviews: 'new reviews' } as const;

const INVALID = '<p>This link is not valid. Change your mail preferences on your account page.</p>';

/**
 * The unsubscribe links of educators' notices (RFC 8058): a GET shows a button, the POST (from it
 * or from the mail client) turns that notice off. Preferences are on the account page too.
 */
@Controller('notifications/unsubscribe')
export class NoticeUnsubscribeController {
  constructor(
    @Inject(SignedLinks) private readonly links: SignedLinks,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  private kindOf(kind: string): keyof typeof NOTICE_PATHS | undefined {
    return kind === 'sales' || kind === 'reviews' ? kind : undefined;
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
    await this.users.update(
      { id },
      kind === 'sales' ? { saleNotices: SaleNotices.OFF } : { reviewNotices: false },
    );
    plainPage(
      res,
      200,
      'Done',
      `<p>You will get no more mail about ${WHAT[kind]}. Turn it back on from your account page.</p>`,
    );
  }
}

import { Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SiteService } from './site.service';
import { confirmButton, plainPage as page } from '../common/html';
import { SignedLinks } from '../common/signed-links';
import { NEWSLETTER_PATHS } from './site.service';

const INVALID =
  '<p>This link is not valid. Copy the whole link from the mail, or subscribe again.</p>';

/**
 * The newsletter's links from mail: confirming (double opt-in) and unsubscribing, with the
 * one-click POST of RFC 8058 that mail clients send from their own unsubscribe button. A GET never
 * unsubscribes: link scanners open every link of a mail.
 */
@Controller('newsletter')
export class NewsletterController {
  constructor(
    @Inject(SiteService) private readonly site: SiteService,
    @Inject(SignedLinks) private readonly links: SignedLinks,
  ) {}

  @Get('confirm')
  async confirm(@Query('id') id: unknown, @Query('token') token: unknown, @Res() res: Response) {
    if (await this.site.confirmNewsletter(id, token))
      page(res, 200, 'You are subscribed', '<p>Thanks! Look out for our next newsletter.</p>');
    else page(res, 400, 'Link not valid', INVALID);
  }

  @Get('unsubscribe')
  unsubscribePage(@Query('id') id: unknown, @Query('token') token: unknown, @Res() res: Response) {
    if (!this.links.valid(NEWSLETTER_PATHS.unsubscribe, id, token))
      return page(res, 400, 'Link not valid', INVALID);
    page(
      res,
      200,
      'Unsubscribe from the newsletter?',
      confirmButton(this.links.local(NEWSLETTER_PATHS.unsubscribe, id), 'Unsubscribe'),
    );
  }

  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(
    @Query('id') id: unknown,
    @Query('token') token: unknown,
    @Res() res: Response,
  ) {
    if (await this.site.unsubscribeNewsletter(id, token))
      page(res, 200, 'You are unsubscribed', '<p>You will get no more newsletters from us.</p>');
    else page(res, 400, 'Link not valid', INVALID);
  }
}

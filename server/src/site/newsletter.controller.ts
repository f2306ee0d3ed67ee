import { Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SiteService } from './site.service';
import { escapeHtml } from '../common/html';

const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'";

function page(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .type('html')
    .setHeader('Content-Security-Policy', PAGE_POLICY)
    .setHeader('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · BrandCraft</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}<p><a href="/">Back to BrandCraft</a></p></body></html>`,
    );
}

const INVALID =
  '<p>This link is not valid. Copy the whole link from the mail, or subscribe again.</p>';

/**
 * The newsletter's links from mail: confirming (double opt-in) and unsubscribing, with the
 * one-click POST of RFC 8058 that mail clients send from their own unsubscribe button. A GET never
 * unsubscribes: link scanners open every link of a mail.
 */
@Controller('newsletter')
export class NewsletterController {
  constructor(@Inject(SiteService) private readonly site: SiteService) {}

  @Get('confirm')
  async confirm(@Query('id') id: unknown, @Query('token') token: unknown, @Res() res: Response) {
    if (await this.site.confirmNewsletter(id, token))
      page(res, 200, 'You are subscribed', '<p>Thanks! Look out for our next newsletter.</p>');
    else page(res, 400, 'Link not valid', INVALID);
  }

  @Get('unsubscribe')
  unsubscribePage(@Query('id') id: unknown, @Query('token') token: unknown, @Res() res: Response) {
    if (!this.site.newsletterLinks.valid('unsubscribe', id, token))
      return page(res, 400, 'Link not valid', INVALID);
    page(
      res,
      200,
      'Unsubscribe from the newsletter?',
      `<form method="post" action="/newsletter/unsubscribe?id=${escapeHtml(id)}&amp;token=${escapeHtml(String(token))}"><button type="submit" style="padding:.6rem 1rem">Unsubscribe</button></form>`,
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

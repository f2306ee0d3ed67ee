import {
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Res,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { OutboundMail } from './outbound-mail.entity';
import { escapeHtml } from '../common/html';

/** The mail's own markup, and nothing it could load or run. */
const MAIL_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; base-uri 'none'; form-action 'none'";

/**
 * Local starts only (404 in production, or with SMTP_URL or a public PUBLIC_URL): the newest 200 messages the server recorded, whatever
 * became of them, so a newcomer without an SMTP server can read the mail the app sends and
 * follow its links.
 */
@Controller('dev/mail')
export class DevMailboxController {
  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  @Get()
  async list(@Res() res: Response) {
    this.onlyInDevelopment();
    const mails = await this.db.getRepository(OutboundMail).find({
      select: { id: true, toAddress: true, subject: true, status: true, createdAt: true },
      order: { createdAt: 'DESC' },
      take: 200,
    });
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${m.createdAt.toISOString()}</td><td>${escapeHtml(m.toAddress)}</td><td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td><td>${m.status}</td></tr>`,
      )
      .join('\n');
    res
      .type('html')
      .setHeader('Content-Security-Policy', MAIL_POLICY)
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail sent by BrandCraft (development)</title></head><body style="font-family:sans-serif">
<h1>Mail sent by this server</h1><p>Development only. The newest first; open one to read it and follow its links.</p>
<table style="border-collapse:collapse" cellpadding="6"><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}
</tbody></table></body></html>`,
      );
  }

  @Get(':id')
  async show(@Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    this.onlyInDevelopment();
    const mail = await this.db.getRepository(OutboundMail).findOneBy({ id });
    if (!mail) throw new NotFoundException();
    res.type('html').setHeader('Content-Security-Policy', MAIL_POLICY).send(mail.html);
  }

  private onlyInDevelopment() {
    if (!this.config.devMailbox) throw new NotFoundException();
  }
}

import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { creditNoteLabel, receiptLabel } from './receipt-pdf';
import { ReceiptsService } from './receipts.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

function sendPdf(res: Response, filename: string, pdf: Buffer) {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(pdf);
}

/** A receipt's PDF, for its buyer (Authorization: Bearer), at /receipts/{id}.pdf. */
@Controller('receipts')
export class ReceiptsController {
  constructor(@Inject(ReceiptsService) private readonly receipts: ReceiptsService) {}

  @Get(':id.pdf')
  @Authenticated()
  @ApiScopes('learning:read')
  async pdf(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response) {
    const { receipt, pdf } = await this.receipts.pdfFor(user, id);
    sendPdf(res, `receipt-${receiptLabel(receipt.number)}.pdf`, pdf);
  }
}

/** A refund's credit note PDF, for the buyer of its receipt, at /credit-notes/{id}.pdf. */
@Controller('credit-notes')
export class CreditNotesController {
  constructor(@Inject(ReceiptsService) private readonly receipts: ReceiptsService) {}

  @Get(':id.pdf')
  @Authenticated()
  @ApiScopes('learning:read')
  async pdf(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response) {
    const { note, pdf } = await this.receipts.creditNotePdfFor(user, id);
    sendPdf(res, `credit-note-${creditNoteLabel(note.number)}.pdf`, pdf);
  }
}

import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { User } from '../users/user.entity';
import { receiptLabel } from './receipt-pdf';
import { ReceiptsService } from './receipts.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

/** A receipt's PDF, for its buyer (Authorization: Bearer), at /receipts/{id}.pdf. */
@Controller('receipts')
export class ReceiptsController {
  constructor(@Inject(ReceiptsService) private readonly receipts: ReceiptsService) {}

  @Get(':id.pdf')
  @Authenticated()
  @ApiScopes('learning:read')
  async pdf(@CurrentUser() user: User, @Param('id') id: string, @Res() res: Response) {
    const { receipt, pdf } = await this.receipts.pdfFor(user, id);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="receipt-${receiptLabel(receipt.number)}.pdf"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan, type EntityManager } from 'typeorm';
import { notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { linkOrigin } from '../common/public-url';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { Course } from '../courses/course.entity';
import { MailOutbox, type MailMessage } from '../mail/mail-outbox';
import { Notices } from '../push/notices';
import { Role, User } from '../users/user.entity';
import { formatMoney, localeOr, translate, type Locale } from '../common/i18n/translate';
import { CreditNote } from './credit-note.entity';
import { EducatorSaleNotices } from './educator-sale-notices';
import { reversedGst, type GstDetails } from './gst';
import { invoiceDetails, sellerSnapshot } from './invoice-details';
import { Purchase, PurchaseStatus } from './purchase.entity';
import {
  creditNoteLabel,
  receiptLabel,
  renderCreditNotePdf,
  renderReceiptPdf,
} from './receipt-pdf';
import { Receipt } from './receipt.entity';
import { SessionPurchases } from './session-purchases';

export const RECEIPT_NOT_FOUND = 'Receipt not found';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

/** "CGST ₹90.00 + SGST ₹90.00", or "IGST ₹180.00". */
const taxSplit = (locale: Locale, gst: GstDetails, currency: string) =>
  gst.taxes.map((t) => `${t.name} ${formatMoney(locale, t.paise, currency)}`).join(' + ');

/**
 * Receipts and the mail around a sale: the buyer's numbered receipt (with its PDF) when a payment
 * completes, the refund confirmation, and the educator's notice of a sale or a free enrollment. All
 * inside the transaction that completes, refunds or enrolls, so none is sent for what rolled back
 * (the educator's, by a job queued there: EducatorSaleNotices).
 */
@Injectable()
export class ReceiptsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(Notices) private readonly notices: Notices,
    @Inject(SessionPurchases) private readonly sessions: SessionPurchases,
    @Inject(EducatorSaleNotices) private readonly saleNotices: EducatorSaleNotices,
  ) {}

  /**
   * The next number of a series, taken by locking its one counter row until commit: a rolled-back
   * payment or refund gives its number back, so numbers have no gaps (a sequence would leave one).
   */
  private async nextNumber(
    tx: EntityManager,
    series: 'receipt_numbers' | 'credit_note_numbers',
  ): Promise<number> {
    const [{ last_number: number }] = await tx.query<{ last_number: number }[]>(
      `INSERT INTO ${series} (id, last_number) VALUES (1, 1)
       ON CONFLICT (id) DO UPDATE SET last_number = ${series}.last_number + 1
       RETURNING last_number`,
    );
    return number;
  }

  /**
   * For a paid purchase that has just completed: the receipt, mailed with its PDF, and the
   * educator's notice of a course's sale. A session's receipt names the session type, the mentor
   * and the time (in the learner's zone); its mentor hears of it through the booking's own mail.
   */
  async issue(tx: EntityManager, purchase: Purchase, paymentId: string): Promise<void> {
    // One at a time: a transaction's queries share one connection.
    const buyer = await tx.getRepository(User).findOneByOrFail({ id: purchase.userId });
    const locale = localeOr(buyer.locale);
    const course = purchase.courseId
      ? await tx.getRepository(Course).findOneByOrFail({ id: purchase.courseId })
      : null;
    const session = await this.sessions.line(tx, purchase, locale);
    const title = course?.courseTitle ?? session!.title;
    const invoice = await invoiceDetails(tx, purchase, this.config.seller);
    const receipt = tx.getRepository(Receipt).create({
      number: await this.nextNumber(tx, 'receipt_numbers'),
      purchaseId: purchase.id,
      userId: buyer.id,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      courseTitle: title.slice(0, 200),
      amountPaise: purchase.amountPaise,
      currency: purchase.currency,
      seller: sellerSnapshot(this.config.seller),
      invoice,
      paymentId: paymentId.slice(0, 100),
    });
    await tx.getRepository(Receipt).insert(receipt);
    const stored = await tx.getRepository(Receipt).findOneByOrFail({ id: receipt.id });
    const label = receiptLabel(stored.number);
    const t = translate.bind(null, locale);
    const amount = formatMoney(locale, stored.amountPaise, stored.currency);
    const { gst } = invoice;
    const tax = gst
      ? [
          t('mail.receipt.gst', {
            rate: gst.ratePercent,
            split: taxSplit(locale, gst, stored.currency),
            gstin: stored.seller.taxId ?? '',
            place: gst.placeOfSupply.name,
          }),
        ]
      : [];
    await this.mail.queue(tx, {
      kind: 'purchase_receipt',
      locale,
      to: buyer.email,
      subject: t('mail.receipt.subject', { label }),
      heading: t('mail.receipt.heading'),
      paragraphs: [
        t('mail.greeting', { name: buyer.name }),
        t('mail.receipt.paid', {
          amount,
          title: stored.courseTitle,
          document: gst ? 'invoice' : 'receipt',
          label,
        }),
        ...tax,
        t(
          purchase.liveSeatId
            ? 'mail.receipt.liveSeatRefunds'
            : session
              ? 'mail.receipt.sessionRefunds'
              : 'mail.receipt.refundWindow',
        ),
      ],
      action: session
        ? {
            label: t(
              purchase.liveSeatId ? 'mail.receipt.liveSeatAction' : 'mail.receipt.sessionAction',
            ),
            url: session.url,
          }
        : { label: t('mail.receipt.action'), url: `${linkOrigin(this.config)}/my-enrollments` },
      attachments: [
        {
          filename: `receipt-${label}.pdf`,
          contentType: 'application/pdf',
          content: await renderReceiptPdf(stored, locale),
        },
      ],
    });
    if (!course) return;
    await this.saleNotices.schedule(tx, {
      courseId: course.id,
      courseTitle: course.courseTitle,
      learnerName: buyer.name,
      paid: { amountPaise: stored.amountPaise, currency: stored.currency },
    });
  }

  /** A free enrollment: the educator hears of it as of a sale. */
  async freeEnrollment(tx: EntityManager, learner: User, course: Course): Promise<void> {
    await this.saleNotices.schedule(tx, {
      courseId: course.id,
      courseTitle: course.courseTitle,
      learnerName: learner.name,
    });
  }

  /**
   * The refund of a purchase has gone through: a credit note reversing its receipt, and the buyer's
   * confirmation with the credit note attached. Purchases from before receipts get the mail alone.
   * `refundedPaise`: what went back, when less than the amount paid (a live seat's pro rata refund).
   */
  async refunded(
    tx: EntityManager,
    purchaseId: string,
    refundId: string,
    refundedPaise?: number,
  ): Promise<void> {
    const purchase = await tx.getRepository(Purchase).findOneByOrFail({ id: purchaseId });
    const back = refundedPaise ?? purchase.amountPaise;
    const buyer = await tx.getRepository(User).findOneBy({ id: purchase.userId });
    const course = purchase.courseId
      ? await tx.getRepository(Course).findOneBy({ id: purchase.courseId })
      : null;
    const receipt = await tx.getRepository(Receipt).findOneBy({ purchaseId });
    const note = receipt && (await this.issueCreditNote(tx, receipt, back, refundId));
    if (!buyer) return;
    const locale = localeOr(buyer.locale);
    const t = translate.bind(null, locale);
    const title = receipt?.courseTitle ?? course?.courseTitle ?? t('mail.refund.yourCourse');
    const noteLabel = note && creditNoteLabel(note.number);
    const amount = formatMoney(locale, back, purchase.currency);
    const mail: MailMessage = {
      kind: 'refund_confirmation',
      locale,
      to: buyer.email,
      subject: t('mail.refund.subject', { title }),
      heading: t('mail.refund.heading'),
      paragraphs: [
        t('mail.greeting', { name: buyer.name }),
        receipt
          ? t('mail.refund.bodyWithReceipt', {
              amount,
              title,
              receipt: receiptLabel(receipt.number),
            })
          : t('mail.refund.body', { amount, title }),
        ...(note ? [t('mail.refund.creditNote', { label: noteLabel! })] : []),
        t(
          purchase.liveSeatId
            ? 'mail.refund.liveSeatCancelled'
            : purchase.bookingId
              ? 'mail.refund.sessionCancelled'
              : 'mail.refund.removed',
        ),
      ],
      attachments: note
        ? [
            {
              filename: `credit-note-${noteLabel}.pdf`,
              contentType: 'application/pdf',
              content: await renderCreditNotePdf(note, receipt, locale),
            },
          ]
        : undefined,
    };
    await this.notices.send(tx, {
      kind: 'refund',
      userId: buyer.id,
      mail,
      push: {
        title: t('push.refund.title'),
        body: t('push.refund.body', { amount, title }),
        url: '/account',
        tag: `refund-${purchase.id}`,
      },
    });
  }

  /**
   * The credit note of a receipt: its seller and tax split, on the refunded amount. One per
   * receipt; the caller (the one place a purchase becomes refunded) runs once per purchase.
   */
  private async issueCreditNote(
    tx: EntityManager,
    receipt: Receipt,
    amountPaise: number,
    refundId: string,
  ): Promise<CreditNote> {
    const gst = receipt.invoice?.gst;
    const note = tx.getRepository(CreditNote).create({
      number: await this.nextNumber(tx, 'credit_note_numbers'),
      receiptId: receipt.id,
      amountPaise,
      currency: receipt.currency,
      seller: receipt.seller,
      gst: gst ? reversedGst(gst, amountPaise) : null,
      refundId: refundId.slice(0, 100),
    });
    await tx.getRepository(CreditNote).insert(note);
    return tx.getRepository(CreditNote).findOneByOrFail({ id: note.id });
  }

  /** The caller's paid purchases (free enrollments are not purchases here), newest first, with their receipts. */
  async purchasesOf(userId: string) {
    const purchases = await this.db.getRepository(Purchase).find({
      where: {
        userId,
        amountPaise: MoreThan(0),
        status: In([PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDING, PurchaseStatus.REFUNDED]),
      },
      relations: { course: true },
      order: { completedAt: 'DESC', id: 'DESC' },
    });
    const receipts = await this.db.getRepository(Receipt).find({
      where: { purchaseId: In(purchases.map((p) => p.id)) },
    });
    const notes = receipts.length
      ? await this.db.getRepository(CreditNote).find({
          where: { receiptId: In(receipts.map((r) => r.id)) },
        })
      : [];
    const byPurchase = new Map(receipts.map((r) => [r.purchaseId, r]));
    const byReceipt = new Map(notes.map((n) => [n.receiptId, n]));
    return purchases.map((purchase) => {
      const receipt = byPurchase.get(purchase.id) ?? null;
      return { purchase, receipt, creditNote: (receipt && byReceipt.get(receipt.id)) ?? null };
    });
  }

  /** The receipt's PDF for its buyer (or an admin); anyone else: not found. */
  async pdfFor(user: User, id: unknown): Promise<{ receipt: Receipt; pdf: Buffer }> {
    const receipt = isUuid(id) ? await this.db.getRepository(Receipt).findOneBy({ id }) : null;
    if (!receipt || (receipt.userId !== user.id && user.role !== Role.ADMIN))
      throw notFound(RECEIPT_NOT_FOUND);
    return { receipt, pdf: await renderReceiptPdf(receipt, await this.ownerLocale(receipt, user)) };
  }

  /** A credit note's PDF, for the buyer of its receipt (or an admin); anyone else: not found. */
  async creditNotePdfFor(user: User, id: unknown): Promise<{ note: CreditNote; pdf: Buffer }> {
    const note = isUuid(id)
      ? await this.db
          .getRepository(CreditNote)
          .findOne({ where: { id }, relations: { receipt: true } })
      : null;
    if (!note?.receipt || (note.receipt.userId !== user.id && user.role !== Role.ADMIN))
      throw notFound(CREDIT_NOTE_NOT_FOUND);
    const locale = await this.ownerLocale(note.receipt, user);
    return { note, pdf: await renderCreditNotePdf(note, note.receipt, locale) };
  }

  /** A document is in its buyer's language, also when an admin opens it. */
  private async ownerLocale(receipt: Receipt, viewer: User): Promise<Locale> {
    if (receipt.userId === viewer.id) return localeOr(viewer.locale);
    if (!receipt.userId) return localeOr(null); // the account was deleted
    const buyer = await this.db
      .getRepository(User)
      .findOne({ where: { id: receipt.userId }, select: { id: true, locale: true } });
    return localeOr(buyer?.locale);
  }
}

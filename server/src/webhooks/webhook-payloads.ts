import type { EntityManager } from 'typeorm';
import { certificatePagePath } from '../../../shared/certificate-paths';
import type { WebhookEventType } from '../../../shared/webhook-events';
import { fromPaise } from '../../../shared/money';

/**
 * The `data` of each event, in the shape of its example in shared/webhook-events.ts, read inside
 * the transaction of the change (so it shows the change). Only called when an endpoint listens.
 */
interface Row {
  id: string;
  course_id: string;
  course_title: string;
  user_id: string;
  user_name: string;
  created_at: Date;
  amount_paise: number;
  currency: string;
  coupon_code: string | null;
  completed_at: Date | null;
  refunded_at: Date | null;
  is_published: boolean;
  rating: number;
  review: string | null;
  updated_at: Date;
  issued_at: Date;
}

const course = (r: Row) => ({ id: r.course_id, title: r.course_title });
const learner = (r: Row) => ({ id: r.user_id, name: r.user_name });
const iso = (value: Date | string) => new Date(value).toISOString();

async function one(tx: EntityManager, sql: string, params: unknown[]): Promise<Row> {
  const [row] = await tx.query<Row[]>(sql, params);
  if (!row) throw new Error(`webhook payload: nothing found for ${String(params[0])}`);
  return row;
}

const PURCHASE_SQL = `
  SELECT p.id, p.amount_paise, p.currency, p.completed_at, p.refunded_at, k.code AS coupon_code,
         c.id AS course_id, c.course_title, u.id AS user_id, u.name AS user_name
  FROM purchases p JOIN courses c ON c.id = p.course_id JOIN users u ON u.id = p.user_id
  LEFT JOIN coupons k ON k.id = p.coupon_id
  WHERE p.id = $1`;

export const webhookPayloads = {
  async enrollment(tx: EntityManager, enrollmentId: string) {
    const r = await one(
      tx,
      `SELECT e.id, e.created_at, c.id AS course_id, c.course_title, u.id AS user_id, u.name AS user_name
       FROM enrollments e JOIN courses c ON c.id = e.course_id JOIN users u ON u.id = e.user_id
       WHERE e.id = $1`,
      [enrollmentId],
    );
    return {
      enrollmentId: r.id,
      course: course(r),
      learner: learner(r),
      enrolledAt: iso(r.created_at),
    };
  },

  async purchaseCompleted(tx: EntityManager, purchaseId: string) {
    const r = await one(tx, PURCHASE_SQL, [purchaseId]);
    return {
      purchaseId: r.id,
      course: course(r),
      learner: learner(r),
      amount: fromPaise(r.amount_paise),
      currency: r.currency,
      couponCode: r.coupon_code ?? null,
      completedAt: iso(r.completed_at ?? new Date()),
    };
  },

  async purchaseRefunded(tx: EntityManager, purchaseId: string) {
    const r = await one(tx, PURCHASE_SQL, [purchaseId]);
    return {
      purchaseId: r.id,
      course: course(r),
      learner: learner(r),
      amount: fromPaise(r.amount_paise),
      currency: r.currency,
      refundedAt: iso(r.refunded_at ?? new Date()),
    };
  },

  async course(tx: EntityManager, courseId: string, type: 'course.published' | 'course.updated') {
    const r = await one(
      tx,
      `SELECT c.id AS course_id, c.course_title, c.is_published, c.updated_at,
              u.id AS user_id, u.name AS user_name
       FROM courses c JOIN users u ON u.id = c.educator_id WHERE c.id = $1`,
      [courseId],
    );
    const now = new Date().toISOString();
    return type === 'course.published'
      ? { course: course(r), educator: learner(r), publishedAt: now }
      : { course: course(r), isPublished: r.is_published, updatedAt: now };
  },

  async review(tx: EntityManager, userId: string, courseId: string) {
    const r = await one(
      tx,
      `SELECT cr.rating, cr.review, cr.updated_at, c.id AS course_id, c.course_title,
              u.id AS user_id, u.name AS user_name
       FROM course_ratings cr JOIN courses c ON c.id = cr.course_id JOIN users u ON u.id = cr.user_id
       WHERE cr.user_id = $1 AND cr.course_id = $2`,
      [userId, courseId],
    );
    return {
      course: course(r),
      learner: learner(r),
      rating: r.rating,
      review: r.review ?? null,
      createdAt: iso(r.updated_at),
    };
  },

  async certificate(tx: EntityManager, certificateId: string, origin: string) {
    const r = await one(
      tx,
      `SELECT k.id, k.issued_at, c.id AS course_id, k.course_title, u.id AS user_id, u.name AS user_name
       FROM certificates k JOIN courses c ON c.id = k.course_id JOIN users u ON u.id = k.user_id
       WHERE k.id = $1`,
      [certificateId],
    );
    return {
      certificateId: r.id,
      course: course(r),
      learner: learner(r),
      verifyUrl: `${origin}${certificatePagePath(r.id)}`,
      issuedAt: iso(r.issued_at),
    };
  },
};

export type WebhookData = Record<string, unknown>;
export type { WebhookEventType };

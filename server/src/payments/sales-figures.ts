import { fromPaise } from '../../../shared/money';
import { sqlList, sqlLiteral } from '../common/database/sql-literal';
import { PURCHASE_KEPT, PURCHASE_PAID } from './purchase-status';
import { PurchaseStatus } from './purchase.entity';

/*
 * The money figures of a set of purchases, named alike on every page and summed in paise, so they
 * are exact to the paisa:
 * - gross sales: every paid purchase, refunded ones included;
 * - refunded: what refunds returned (refunded purchases);
 * - net sales: gross less refunded, what is kept (a refund under way counts until it is done);
 * - earnings: the spec's figure (SPEC "Earnings per course"), net sales with the whole number of
 *   currency units taken; shown with two decimals, so always ".00".
 */

const sumOf = (statuses: readonly string[]) =>
  `coalesce(sum(p.amount_paise) FILTER (WHERE p.status IN (${sqlList(statuses)})), 0)::bigint`;

/** The purchases `p` the figures count: paid ones (pending and failed orders are no sales). */
export const PAID_SQL = `p.status IN (${sqlList(PURCHASE_PAID)})`;

/** Net sales in paise of the purchases `p` summed. */
export const NET_PAISE_SQL = sumOf(PURCHASE_KEPT);

/** Every figure of the purchases `p` summed, as the columns of a SalesFigureRow. */
export const SALES_FIGURES_SQL = `${sumOf(PURCHASE_PAID)} AS "grossPaise",
  ${NET_PAISE_SQL} AS "netPaise",
  ${sumOf([PurchaseStatus.REFUNDED])} AS "refundedPaise",
  count(*) FILTER (WHERE p.status = ${sqlLiteral(PurchaseStatus.REFUNDED)})::int AS "refunds"`;

/** Sums in paise come back from PostgreSQL's bigint as text. */
export interface SalesFigureRow {
  grossPaise: string;
  netPaise: string;
  refundedPaise: string;
  refunds: number;
}

/** The spec's Earnings: whole currency units of net sales. */
export const specEarnings = (netPaise: number | string) => Math.floor(Number(netPaise) / 100);

export function salesFigures(row: SalesFigureRow) {
  return {
    grossSales: fromPaise(Number(row.grossPaise)),
    netSales: fromPaise(Number(row.netPaise)),
    refundedAmount: fromPaise(Number(row.refundedPaise)),
    refunds: row.refunds,
    earnings: specEarnings(row.netPaise),
  };
}

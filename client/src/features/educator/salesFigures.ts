/**
 * What the educator's money figures count, said beside them: the spec's Earnings drop the paise,
 * net sales are exact (server/src/payments/sales-figures.ts has the rule).
 */
export const EARNINGS_HINT = 'Net sales in whole rupees, as the spec counts earnings';
export const NET_SALES_HINT = 'What learners paid, less refunds, to the paisa';

/** Under My Courses, whose columns have no room for the hints. */
export const FIGURES_NOTE = `Earnings: ${EARNINGS_HINT.toLowerCase()}. Net sales: ${NET_SALES_HINT.toLowerCase()}.`;

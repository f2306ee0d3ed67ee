import { REFUND_WINDOW_DAYS } from '../../../../../shared/refund-policy';
import { t } from '../i18n';

const FAQ_IDS = [
  'audience',
  'experience',
  'mentorship',
  'access',
  'certificate',
  'refund',
  'payment',
  'preview',
] as const;

/**
 * The eight landing-page questions, read in the active language; they state the 30-day guarantee
 * and the certificate.
 */
export const FAQ_ITEMS = FAQ_IDS.map((id) => ({
  id,
  get question() {
    return t(`landing.faq.${id}.question`);
  },
  get answer() {
    return t(`landing.faq.${id}.answer`, { days: REFUND_WINDOW_DAYS });
  },
}));

export type FaqItem = (typeof FAQ_ITEMS)[number];

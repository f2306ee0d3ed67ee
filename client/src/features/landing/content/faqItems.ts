import { REFUND_WINDOW_DAYS } from '../../../../../shared/refund-policy';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The eight landing-page questions; they state the 30-day guarantee and the certificate. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'audience',
    question: 'Who are these courses for?',
    answer:
      'Students, working professionals, freelancers, career shifters, entrepreneurs and creators who want practical digital marketing and personal branding skills.',
  },
  {
    id: 'experience',
    question: 'Do I need any marketing experience?',
    answer:
      'No. Courses start from the basics and build up with hands-on tasks, so beginners and experienced marketers both get value.',
  },
  {
    id: 'mentorship',
    question: 'How does the 1-on-1 mentorship work?',
    answer:
      'Book a call with a mentor through the "Book Mentorship Call" button. You get a focused session on your brand, campaign or career questions.',
  },
  {
    id: 'access',
    question: 'How long can I access a course?',
    answer:
      'For life. Once you enrol, the course and every future update to it stay in your account.',
  },
  {
    id: 'certificate',
    question: 'Will I get a certificate?',
    answer:
      'Yes. You receive a certificate on completion of each course: download it as a PDF from My Enrollments, and share its public verification page on your profile and CV.',
  },
  {
    id: 'refund',
    question: 'What if the course is not right for me?',
    answer: `Every paid course has a ${REFUND_WINDOW_DAYS}-day money-back guarantee. Within ${REFUND_WINDOW_DAYS} days of purchase, choose "Request refund" in My Enrollments and you get back everything you paid. The course then leaves your account, with your rating of it, your progress and any certificate. Each course can be refunded once. If you buy it again later, you start from the first lecture, and finishing it earns a new certificate with the new date.`,
  },
  {
    id: 'payment',
    question: 'How do I pay?',
    answer:
      'Prices are shown in the store currency and you pay securely online at checkout. Free courses need no payment at all.',
  },
  {
    id: 'preview',
    question: 'Can I try a course before buying?',
    answer:
      'Yes. Many courses have free preview lectures you can watch on the course page without signing up.',
  },
];

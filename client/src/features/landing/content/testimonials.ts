import meeraPhoto from '../images/testimonial-meera-joshi.svg';
import nehaPhoto from '../images/testimonial-neha-kapoor.svg';
import rohanPhoto from '../images/testimonial-rohan-verma.svg';

export interface Testimonial {
  name: string;
  role: string;
  image: string;
  /** Out of 5. */
  rating: number;
  feedback: string;
}

/** Static testimonials (SPEC.md section 3): ratings 5, 4.8 and 4.7. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Neha Kapoor',
    role: 'Freelance Social Media Manager',
    image: nehaPhoto,
    rating: 5,
    feedback:
      'The personal branding course rebuilt my LinkedIn and Instagram from scratch. Two new retainer clients found me within a month.',
  },
  {
    name: 'Rohan Verma',
    role: 'Marketing Executive',
    image: rohanPhoto,
    rating: 4.8,
    feedback:
      'The weekly sessions answered questions my team had been stuck on for months. I now plan our ad budget with real numbers.',
  },
  {
    name: 'Meera Joshi',
    role: 'Home Bakery Owner',
    image: meeraPhoto,
    rating: 4.7,
    feedback:
      'No jargon, just steps I could follow between orders. My online orders doubled after I applied the content calendar module.',
  },
];

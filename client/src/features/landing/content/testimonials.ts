import meeraPhoto from '../images/testimonial-meera-joshi.svg';
import nehaPhoto from '../images/testimonial-neha-kapoor.svg';
import rohanPhoto from '../images/testimonial-rohan-verma.svg';
import { t } from '../i18n';

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  image: string;
  /** Out of 5. */
  rating: number;
  feedback: string;
}

const PEOPLE = [
  { id: 'neha', image: nehaPhoto, rating: 5 },
  { id: 'rohan', image: rohanPhoto, rating: 4.8 },
  { id: 'meera', image: meeraPhoto, rating: 4.7 },
] as const;

/** Static testimonials (SPEC.md section 3): ratings 5, 4.8 and 4.7, in the active language. */
export const TESTIMONIALS: readonly Testimonial[] = PEOPLE.map(({ id, image, rating }) => ({
  id,
  image,
  rating,
  get name() {
    return t(`landing.testimonials.${id}.name`);
  },
  get role() {
    return t(`landing.testimonials.${id}.role`);
  },
  get feedback() {
    return t(`landing.testimonials.${id}.feedback`);
  },
}));

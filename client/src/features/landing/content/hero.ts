import { t } from '../i18n';

/** Hero constants (SPEC.md sections 1 and 9). */

const HEADLINE_WORD_IDS = [
  'personalBrand',
  'onlinePresence',
  'successStory',
  'dreamBusiness',
] as const;

/** The headline reads "Build Your" + one of these, in order, looping (in the active language). */
export function headlineWords(): string[] {
  return HEADLINE_WORD_IDS.map((id) => t(`landing.hero.word.${id}`));
}

export const HEADLINE_ROTATION_MS = 3000;

export const HERO_PARTICLE_COUNT = 15;

/** Hero constants (SPEC.md sections 1 and 9). */

/** The headline reads "Build Your" + one of these, in order, looping. */
export const HEADLINE_WORDS = [
  'Personal Brand',
  'Online Presence',
  'Success Story',
  'Dream Business',
] as const;

export const HEADLINE_ROTATION_MS = 3000;

export const HERO_PARTICLE_COUNT = 15;

export const HERO_TAGLINE =
  'Learn hands-on digital marketing from people who practise it: no agency fees, no boring lectures and no endless workshops.';

/** Claimed programme statistics (SPEC.md section 9). */
export const PROGRAM_STATS = [
  { value: '500+', label: 'Instructors' },
  { value: '10K+', label: 'Students' },
  { value: '50+', label: 'Categories' },
  { value: '4.9', label: 'Average rating' },
] as const;

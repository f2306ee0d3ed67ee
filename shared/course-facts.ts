/**
 * The limits of a course's facts (what learners filter and read it by): how many items each list
 * may have and how long each may be, in characters. The server refuses more; the course form
 * keeps to them. `language` is one line of text.
 */
export const COURSE_FACT_LIMITS = {
  tags: { label: 'Tag', count: 10, length: 40 },
  learningPoints: { label: 'Learning point', count: 12, length: 160 },
  requirements: { label: 'Requirement', count: 10, length: 160 },
} as const;

export const LANGUAGE_MAX_LENGTH = 40;

import { Text } from '@chakra-ui/react';
import { useT } from '../i18n';

/** A mentor's rating and sessions held, as the list and their page show them: "4.5 ★ (2 ratings) · 3 sessions held". */
export function MentorRating({
  mentor,
}: {
  mentor: { rating: number | null; ratingCount: number; sessionCount: number };
}) {
  const t = useT();
  const parts = [
    mentor.rating == null
      ? null
      : t('mentorship.insights.rating.mentorRating', {
          rating: mentor.rating.toFixed(1),
          count: mentor.ratingCount,
        }),
    mentor.sessionCount > 0
      ? t('mentorship.insights.rating.sessions', { count: mentor.sessionCount })
      : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {parts.join(' · ')}
    </Text>
  );
}

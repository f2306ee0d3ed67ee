import { Box, Link, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { T, useT } from './i18n';

interface CaptionMatch {
  courseId: string;
  lectureId: string;
  lectureTitle: string;
}

/**
 * The lectures whose captions hold the search (the server's `captionMatches`), each named with
 * its course and opening that lecture in the player (a learner not enrolled sees the course's
 * offer there, as for any lecture).
 */
export function CaptionMatches({
  matches,
  courseTitles,
}: {
  matches: readonly CaptionMatch[];
  courseTitles: ReadonlyMap<string, string>;
}) {
  const t = useT();
  const shown = matches.filter((m) => courseTitles.has(m.courseId));
  if (!shown.length) return null;
  return (
    <Box as="section" aria-labelledby="caption-matches-heading">
      <Text id="caption-matches-heading" fontWeight="semibold" mb="1">
        {t('discovery.captionMatches.heading')}
      </Text>
      <List.Root ps="5" gap="1">
        {shown.map((match) => (
          <List.Item key={match.lectureId}>
            <T
              id="discovery.captionMatches.item"
              values={{ lecture: match.lectureTitle, course: courseTitles.get(match.courseId) }}
              components={{
                0: <LectureLink to={`/player/${match.courseId}?lecture=${match.lectureId}`} />,
              }}
            />
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function LectureLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

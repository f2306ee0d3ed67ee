import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { useCourseAnnouncementsQuery } from './announcements.generated';
import { useT } from './i18n';

const PAGE = 5;
const MAX = 100;

/**
 * "Announcements": what the course's educator posted to its learners, newest first (the course
 * page, for its learners and its educator; the educator's announcements page). Nothing while there
 * are none, or for someone the server does not let read them.
 */
export function CourseAnnouncements({
  courseId,
  headingLevel = 'h2',
}: {
  courseId: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const [first, setFirst] = useState(PAGE);
  const { data } = useCourseAnnouncementsQuery({
    variables: { courseId, first },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.courseAnnouncements;
  if (!page || page.nodes.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="course-announcements" gap="3">
      <Heading as={headingLevel} id="course-announcements" size="lg">
        {t('community.announcements.title')}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" data-testid="announcements">
        {page.nodes.map((a) => (
          <Stack as="li" key={a.id} gap="1" borderWidth="1px" rounded="md" p="3">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {a.title}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('community.announcements.byline', {
                name: a.authorName,
                date: formatDate(a.createdAt),
              })}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {a.body}
            </Text>
          </Stack>
        ))}
      </Stack>
      {page.pageInfo.hasNextPage && first < MAX && (
        <Button
          size="sm"
          variant="ghost"
          alignSelf="start"
          onClick={() => setFirst((n) => Math.min(MAX, n + 20))}
        >
          {t('community.more')}
        </Button>
      )}
    </Stack>
  );
}

import { Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';
import { useCourseAnnouncementsQuery } from './announcements.generated';
import { useT } from './i18n';
import { MoreButton, useLongerList } from './LongerList';

const PAGE = 5;

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
  const { first, growing, more } = useLongerList(PAGE);
  const { data, previousData, loading } = useCourseAnnouncementsQuery({
    variables: { courseId, first },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? (growing ? previousData : undefined))?.courseAnnouncements;
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
      <MoreButton
        hasNextPage={page.pageInfo.hasNextPage}
        first={first}
        loading={loading}
        onClick={more}
      />
    </Stack>
  );
}

import {
  Alert,
  Avatar,
  Badge,
  Box,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner';
import { intlLocale } from '../../i18n/locale';
import { errorMessage } from '../../lib/errorMessage';
import { useCurrency } from '../../lib/useCurrency';
import { useT } from './i18n';
import { useMentorsQuery, type MentorSummaryFragment } from './mentors.generated';
import { MentorRating } from './insights/MentorRating';
import { priceRange } from './price';
import { browserZone, formatDayTime } from './zones';

/** /mentors: every listed mentor as a card linking to their booking page. */
export function MentorList() {
  const t = useT();
  const { data, loading, error } = useMentorsQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageSpinner />;
  if (error && !data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(error, t('mentorship.list.failed'))}</Alert.Title>
      </Alert.Root>
    );
  const mentors = data?.mentors ?? [];
  if (mentors.length === 0) return <Text color="fg.muted">{t('mentorship.list.empty')}</Text>;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
      {mentors.map((mentor) => (
        <MentorCard key={mentor.id} mentor={mentor} />
      ))}
    </SimpleGrid>
  );
}

function MentorCard({ mentor }: { mentor: MentorSummaryFragment }) {
  const t = useT();
  const currency = useCurrency();
  const price = priceRange(mentor.minPricePaise, mentor.maxPricePaise, currency);
  return (
    <Box as="li" bg="bg" borderWidth="1px" rounded="xl" p="5" minW="0">
      <Stack gap="3">
        <HStack gap="3" minW="0">
          <Avatar.Root size="lg" colorPalette="brand">
            <Avatar.Fallback name={mentor.name} />
            {mentor.imageUrl && <Avatar.Image src={mentor.imageUrl} alt="" />}
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Heading as="h2" size="md">
              <Link asChild color="brand.fg">
                <RouterLink to={`/mentors/${mentor.id}`}>{mentor.name}</RouterLink>
              </Link>
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineClamp={2}>
              {mentor.headline}
            </Text>
            <MentorRating mentor={mentor} />
          </Stack>
        </HStack>
        {mentor.topics.length > 0 && (
          <HStack
            as="ul"
            listStyleType="none"
            gap="1"
            wrap="wrap"
            aria-label={t('mentorship.topics')}
          >
            {mentor.topics.map((topic) => (
              <Badge as="li" key={topic} colorPalette="brand" variant="subtle">
                {topic}
              </Badge>
            ))}
          </HStack>
        )}
        {price && <Text fontWeight="semibold">{price}</Text>}
        <Text fontSize="sm" color="fg.muted">
          {mentor.nextAvailableSlot
            ? t('mentorship.list.nextSlot', {
                when: formatDayTime(mentor.nextAvailableSlot, browserZone(), intlLocale()),
              })
            : t('mentorship.list.noSlot')}
        </Text>
      </Stack>
    </Box>
  );
}

import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { useT } from '../i18n';
import {
  MySessionRatingDocument,
  useMySessionRatingQuery,
  useRateSessionMutation,
} from './insights.generated';

const STARS = ['1', '2', '3', '4', '5'];
/** The server's limit on a comment. */
const COMMENT_MAX = 1000;

/**
 * A booking's learner or mentor rates the session once it has ended: stars as a radio group and
 * a comment. Shows their saved rating; sending again edits it.
 */
export function SessionRatingForm({ bookingId }: { bookingId: string }) {
  const t = useT();
  const { data } = useMySessionRatingQuery({ variables: { id: bookingId } });
  const saved = data?.booking?.myRating ?? null;
  const [stars, setStars] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [rate, { loading }] = useRateSessionMutation({
    refetchQueries: [{ query: MySessionRatingDocument, variables: { id: bookingId } }],
    awaitRefetchQueries: true,
  });

  useEffect(() => {
    if (!saved) return;
    setStars(String(saved.stars));
    setComment(saved.comment);
  }, [saved]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stars) return setProblem(t('mentorship.insights.rating.chooseStars'));
    setProblem(null);
    try {
      await rate({
        variables: { bookingId, stars: Number(stars), comment: comment.trim() },
      });
    } catch (error) {
      setProblem(errorMessage(error, t('mentorship.insights.rating.failed')));
    }
  };

  return (
    <Box as="section" aria-label={t('mentorship.insights.rating.heading')}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="4" maxW="xl">
          <Heading as="h3" size="sm">
            {t('mentorship.insights.rating.heading')}
          </Heading>
          {saved && (
            <Text role="status">
              {t('mentorship.insights.rating.saved', { count: saved.stars })}
            </Text>
          )}
          <RadioGroup.Root
            colorPalette="brand"
            value={stars}
            onValueChange={(details) => setStars(details.value)}
          >
            <RadioGroup.Label fontWeight="semibold" mb="2" display="block">
              {t('mentorship.insights.rating.stars')}
            </RadioGroup.Label>
            <Stack direction="row" gap="4" flexWrap="wrap">
              {STARS.map((value) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    {t('mentorship.insights.rating.star', { count: Number(value) })}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Field.Root>
            <Field.Label>{t('mentorship.insights.rating.comment')}</Field.Label>
            <Textarea
              value={comment}
              maxLength={COMMENT_MAX}
              onChange={(e) => setComment(e.target.value)}
            />
          </Field.Root>
          {problem && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{problem}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" colorPalette="brand" loading={loading} alignSelf="flex-start">
            {saved
              ? t('mentorship.insights.rating.update')
              : t('mentorship.insights.rating.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

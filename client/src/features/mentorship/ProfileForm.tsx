import { Alert, Button, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { useT } from './i18n';
import {
  MyMentoringDocument,
  useSaveMentorProfileMutation,
  type MyMentoringQuery,
} from './mentoring.generated';
import { browserZone, timeZones } from './zones';

type Profile = MyMentoringQuery['myMentorProfile'];

/** The mentor's headline, bio, topics and time zone; saving the first time makes them a mentor. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const zones = useMemo(timeZones, []);
  const [headline, setHeadline] = useState(profile?.headline ?? '');
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [topics, setTopics] = useState(profile?.topics.join(', ') ?? '');
  const [timeZone, setTimeZone] = useState(profile?.timeZone ?? browserZone());
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useSaveMentorProfileMutation({
    refetchQueries: profile ? [] : [{ query: MyMentoringDocument }],
    awaitRefetchQueries: true,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!headline.trim()) return setProblem(t('mentorship.profile.headlineRequired'));
    setProblem(null);
    try {
      await save({
        variables: {
          input: {
            headline: headline.trim(),
            bio: bio.trim(),
            topics: topics
              .split(',')
              .map((topic) => topic.trim())
              .filter(Boolean),
            timeZone,
          },
        },
      });
      setSaved(true);
    } catch (error) {
      setProblem(errorMessage(error, t('mentorship.saveFailed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="4" maxW="2xl">
        <Field.Root required>
          <Field.Label>{t('mentorship.profile.headline')}</Field.Label>
          <Input value={headline} maxLength={140} onChange={(e) => setHeadline(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('mentorship.profile.bio')}</Field.Label>
          <Textarea
            value={bio}
            maxLength={2000}
            rows={4}
            onChange={(e) => setBio(e.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('mentorship.profile.topics')}</Field.Label>
          <Input value={topics} onChange={(e) => setTopics(e.target.value)} />
          <Field.HelperText>{t('mentorship.profile.topicsHelp')}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('mentorship.profile.timeZone')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('mentorship.profile.timeZoneHelp')}</Field.HelperText>
        </Field.Root>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        {saved && (
          <Text role="status" color="fg.success">
            {t('mentorship.profile.saved')}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={loading}>
          {t(profile ? 'mentorship.profile.save' : 'mentorship.profile.become')}
        </Button>
      </Stack>
    </form>
  );
}

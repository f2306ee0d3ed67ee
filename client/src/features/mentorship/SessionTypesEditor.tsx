import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { formatMinutes } from '../../lib/format';
import { parseRupees, rupeesText } from './hours';
import { useT, type MentorshipMessage } from './i18n';
import {
  MyMentoringDocument,
  useArchiveSessionTypeMutation,
  useCreateSessionTypeMutation,
  useUpdateSessionTypeMutation,
  type OwnSessionTypeFragment,
} from './mentoring.generated';
import { formatPaisePrice } from './price';

/** The mentor's session types: each with Edit and Archive, and a form for a new one. */
export function SessionTypesEditor({ types }: { types: readonly OwnSessionTypeFragment[] }) {
  const t = useT();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [archive] = useArchiveSessionTypeMutation();
  return (
    <Stack gap="4">
      {types.length === 0 && <Text color="fg.muted">{t('mentorship.types.none')}</Text>}
      <Stack as="ul" listStyleType="none" gap="3">
        {types.map((type) => (
          <Box as="li" key={type.id} borderWidth="1px" rounded="md" p="4" bg="bg">
            {editing === type.id ? (
              <SessionTypeForm type={type} onDone={() => setEditing(null)} />
            ) : (
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold">
                    {type.title}{' '}
                    {!type.active && (
                      <Badge colorPalette="gray">{t('mentorship.types.archived')}</Badge>
                    )}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatMinutes(type.durationMinutes)} ·{' '}
                    {formatPaisePrice(type.pricePaise, type.currency)}
                  </Text>
                </Stack>
                {type.active && (
                  <HStack gap="2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('mentorship.types.editNamed', { title: type.title })}
                      onClick={() => setEditing(type.id)}
                    >
                      {t('mentorship.types.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('mentorship.types.archiveNamed', { title: type.title })}
                      onClick={() => {
                        setProblem(null);
                        archive({ variables: { id: type.id } }).catch((error: unknown) =>
                          setProblem(errorMessage(error, t('mentorship.saveFailed'))),
                        );
                      }}
                    >
                      {t('mentorship.types.archive')}
                    </Button>
                  </HStack>
                )}
              </HStack>
            )}
          </Box>
        ))}
      </Stack>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      {editing === 'new' ? (
        <Box borderWidth="1px" rounded="md" p="4" bg="bg">
          <SessionTypeForm onDone={() => setEditing(null)} />
        </Box>
      ) : (
        <Button
          colorPalette="brand"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => setEditing('new')}
        >
          {t('mentorship.types.new')}
        </Button>
      )}
    </Stack>
  );
}

/** The whole-number fields of SessionTypeInput, with their labels. */
const NUMBERS = [
  ['durationMinutes', 'mentorship.types.length'],
  ['bufferBeforeMinutes', 'mentorship.types.bufferBefore'],
  ['bufferAfterMinutes', 'mentorship.types.bufferAfter'],
  ['minNoticeMinutes', 'mentorship.types.minNotice'],
  ['bookingWindowDays', 'mentorship.types.window'],
  ['dailyLimit', 'mentorship.types.dailyLimit'],
  ['cancellationNoticeHours', 'mentorship.types.cancelNotice'],
] as const satisfies readonly (readonly [string, MentorshipMessage])[];
type NumberField = (typeof NUMBERS)[number][0];

function SessionTypeForm({ type, onDone }: { type?: OwnSessionTypeFragment; onDone: () => void }) {
  const t = useT();
  const [title, setTitle] = useState(type?.title ?? '');
  const [description, setDescription] = useState(type?.description ?? '');
  const [price, setPrice] = useState(type ? rupeesText(type.pricePaise) : '0');
  const [policy, setPolicy] = useState(type?.cancellationPolicy ?? '');
  const [meetingUrl, setMeetingUrl] = useState(type?.meetingUrl ?? '');
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    durationMinutes: String(type?.durationMinutes ?? 30),
    bufferBeforeMinutes: String(type?.bufferBeforeMinutes ?? 0),
    bufferAfterMinutes: String(type?.bufferAfterMinutes ?? 0),
    minNoticeMinutes: String(type?.minNoticeMinutes ?? 240),
    bookingWindowDays: String(type?.bookingWindowDays ?? 60),
    dailyLimit: type?.dailyLimit == null ? '' : String(type.dailyLimit),
    cancellationNoticeHours: String(type?.cancellationNoticeHours ?? 24),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const refetch = { refetchQueries: [{ query: MyMentoringDocument }], awaitRefetchQueries: true };
  const [create, created] = useCreateSessionTypeMutation(refetch);
  const [update, updated] = useUpdateSessionTypeMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const pricePaise = parseRupees(price);
    if (pricePaise === null) return setProblem(t('mentorship.types.badPrice'));
    const whole: Partial<Record<NumberField, number | null>> = {};
    for (const [field, label] of NUMBERS) {
      const text = numbers[field].trim();
      if (field === 'dailyLimit' && text === '') whole[field] = null;
      else if (/^\d+$/.test(text)) whole[field] = Number(text);
      else return setProblem(t('mentorship.types.badNumber', { field: t(label) }));
    }
    setProblem(null);
    const input = {
      ...whole,
      title: title.trim(),
      description: description.trim(),
      pricePaise,
      cancellationPolicy: policy.trim(),
      meetingUrl: meetingUrl.trim() || null,
      durationMinutes: whole.durationMinutes ?? 0,
    };
    try {
      if (type) await update({ variables: { id: type.id, input } });
      else await create({ variables: { input } });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, t('mentorship.saveFailed')));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('mentorship.types.title')}</Field.Label>
          <Input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('mentorship.types.description')}</Field.Label>
          <Textarea value={description} rows={3} onChange={(e) => setDescription(e.target.value)} />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Field.Root required>
            <Field.Label>{t('mentorship.types.price')}</Field.Label>
            <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
            <Field.HelperText>{t('mentorship.types.priceHelp')}</Field.HelperText>
          </Field.Root>
          {NUMBERS.map(([field, label]) => (
            <Field.Root key={field} required={field !== 'dailyLimit'}>
              <Field.Label>{t(label)}</Field.Label>
              <Input
                inputMode="numeric"
                value={numbers[field]}
                onChange={(e) => setNumbers({ ...numbers, [field]: e.target.value })}
              />
            </Field.Root>
          ))}
        </SimpleGrid>
        <Field.Root required>
          <Field.Label>{t('mentorship.types.policy')}</Field.Label>
          <Textarea value={policy} rows={2} onChange={(e) => setPolicy(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('mentorship.types.meetingUrl')}</Field.Label>
          <Input type="url" value={meetingUrl} onChange={(e) => setMeetingUrl(e.target.value)} />
          <Field.HelperText>{t('mentorship.types.meetingUrlHelp')}</Field.HelperText>
        </Field.Root>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={created.loading || updated.loading}>
            {t('mentorship.types.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('mentorship.types.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

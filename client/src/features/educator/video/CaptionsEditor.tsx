import { Button, Field, Flex, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { errorMessage } from '../../../lib/errorMessage';
import {
  useDeleteLectureCaptionsMutation,
  useHostedVideoStatusQuery,
  useUploadLectureCaptionsMutation,
} from './video.generated';
import { useT, type EducatorVideoMessage } from './i18n';

/** The caption languages the player offers, with their names. */
export const CAPTION_LANGUAGES: { code: 'en' | 'hi'; name: EducatorVideoMessage }[] = [
  { code: 'en', name: 'educator.video.languageEn' },
  { code: 'hi', name: 'educator.video.languageHi' },
];

interface CaptionsEditorProps {
  lectureId: string;
  /** The lecture's video, whose captions are listed. */
  videoId: string;
}

/** Per language, an upload of a .vtt or .srt file and, once there, a Remove button. */
export function CaptionsEditor({ lectureId, videoId }: CaptionsEditorProps) {
  const t = useT();
  const { data } = useHostedVideoStatusQuery({ variables: { id: videoId } });
  const present = new Set(data?.hostedVideo?.captions.map((caption) => caption.language) ?? []);
  const [announcement, setAnnouncement] = useState('');
  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p="3" minW="0">
      <Text as="legend" fontWeight="medium" px="1">
        {t('educator.video.captions')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('educator.video.captionsHelp')}
      </Text>
      {CAPTION_LANGUAGES.map(({ code, name }) => (
        <CaptionLanguage
          key={code}
          lectureId={lectureId}
          language={code}
          languageName={t(name)}
          present={present.has(code)}
          onDone={setAnnouncement}
        />
      ))}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

interface CaptionLanguageProps {
  lectureId: string;
  language: string;
  languageName: string;
  present: boolean;
  onDone: (announcement: string) => void;
}

function CaptionLanguage({
  lectureId,
  language,
  languageName,
  present,
  onDone,
}: CaptionLanguageProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, uploading] = useUploadLectureCaptionsMutation();
  const [remove, removing] = useDeleteLectureCaptionsMutation();
  const values = { language: languageName };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    try {
      await upload({ variables: { lectureId, language, file } });
      onDone(t('educator.video.captionsUploaded', values));
    } catch (failure) {
      setError(errorMessage(failure, t('educator.video.captionsFailed')));
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const drop = async () => {
    setError(null);
    try {
      await remove({ variables: { lectureId, language } });
      onDone(t('educator.video.captionsRemoved', values));
    } catch (failure) {
      setError(errorMessage(failure, t('educator.video.captionsFailed')));
    }
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t('educator.video.captionsFile', values)}</Field.Label>
      <Text fontSize="sm" color="fg.muted">
        {t(
          uploading.loading
            ? 'educator.video.captionsUploading'
            : present
              ? 'educator.video.captionsPresent'
              : 'educator.video.captionsMissing',
          values,
        )}
      </Text>
      <Flex gap="2" align="center" wrap="wrap" w="full">
        <Input
          ref={input}
          type="file"
          accept=".vtt,.srt,text/vtt"
          onChange={(event) => void pick(event)}
          disabled={uploading.loading}
          flex="1"
          minW="0"
          maxW="sm"
          h="auto"
          py="1.5"
        />
        {present && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={removing.loading}
            onClick={() => void drop()}
          >
            <LuTrash2 /> {t('educator.video.removeCaptions', values)}
          </Button>
        )}
      </Flex>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

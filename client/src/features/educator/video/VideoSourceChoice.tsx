import { RadioGroup, Stack } from '@chakra-ui/react';
import { useT } from './i18n';

export type VideoSource = 'upload' | 'youtube';

const choices: {
  value: VideoSource;
  messageId: 'educator.video.sourceUpload' | 'educator.video.sourceYoutube';
}[] = [
  { value: 'upload', messageId: 'educator.video.sourceUpload' },
  { value: 'youtube', messageId: 'educator.video.sourceYoutube' },
];

/** Where the lecture's video comes from: a file uploaded here, or a YouTube link. */
export function VideoSourceChoice({
  value,
  onChange,
}: {
  value: VideoSource;
  onChange: (source: VideoSource) => void;
}) {
  const t = useT();
  return (
    <RadioGroup.Root
      name="videoSource"
      colorPalette="brand"
      value={value}
      onValueChange={(details) => details.value && onChange(details.value as VideoSource)}
    >
      <RadioGroup.Label fontWeight="medium">{t('educator.video.source')}</RadioGroup.Label>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }} mt="2">
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(choice.messageId)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

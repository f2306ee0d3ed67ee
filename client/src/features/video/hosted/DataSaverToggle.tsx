import { Checkbox, Text } from '@chakra-ui/react';
import { useT } from '../i18n';
import { useQualityPreference } from './qualityPreference';

/**
 * Data saver: hosted lectures play their audio-only rendition. It is the quality choice 'audio'
 * (the player's quality menu shows the same), so turning it off goes back to Auto. A checkbox: the
 * theme carries the checkbox recipe already, and a switch's would weigh on every page.
 */
export function DataSaverToggle() {
  const t = useT();
  const [quality, setQuality] = useQualityPreference();
  return (
    <Checkbox.Root
      checked={quality === 'audio'}
      onCheckedChange={(details) => setQuality(details.checked === true ? 'audio' : 'auto')}
      colorPalette="brand"
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control mt="0.5" />
      <Checkbox.Label>
        <Text as="span" fontWeight="semibold" display="block">
          {t('video.dataSaver')}
        </Text>
        <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" display="block">
          {t('video.dataSaverHelp')}
        </Text>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

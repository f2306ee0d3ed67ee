import { intlLocale } from '../../../i18n/locale';
import { useT } from '../i18n';
import { type HostedRendition, isAudioOnly } from './hostedVideo';
import { type QualityPreference, renditionFor, useQualityPreference } from './qualityPreference';

/** Megabytes as a learner reads them: whole above 10, else one decimal (0.4, 3.5). */
function megabytes(size: number): string {
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: size >= 10 ? 0 : 1 }).format(
    Math.max(size, 0.1),
  );
}

/**
 * "≈ 38 MB at 360p": about how much a lecture downloads at the remembered quality; with Auto,
 * at most its tallest rendition's size. Undefined for a video without renditions.
 */
export function estimateText(
  t: ReturnType<typeof useT>,
  renditions: readonly HostedRendition[],
  preference: QualityPreference,
): string | undefined {
  if (renditions.length === 0) return undefined;
  const chosen = renditionFor(preference, renditions);
  if (!chosen) {
    const largest = Math.max(...renditions.map((r) => r.estimatedMegabytes));
    return t('video.estimateUpTo', { size: megabytes(largest) });
  }
  const size = megabytes(chosen.estimatedMegabytes);
  return isAudioOnly(chosen)
    ? t('video.estimateAudioOnly', { size })
    : t('video.estimateAt', { size, quality: t('video.qualityHeight', { height: chosen.height }) });
}

/** estimateText at the quality remembered in this browser, following its changes. */
export function useDataEstimate(): (renditions: readonly HostedRendition[]) => string | undefined {
  const t = useT();
  const [preference] = useQualityPreference();
  return (renditions) => estimateText(t, renditions, preference);
}

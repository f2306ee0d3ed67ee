import { t } from '../i18n';
import { estimateText } from './dataEstimate';
import { parseQuality, renditionFor } from './qualityPreference';

const renditions = [
  { name: '240p', height: 240, bandwidth: 400_000, estimatedMegabytes: 6.04 },
  { name: '360p', height: 360, bandwidth: 800_000, estimatedMegabytes: 12.3 },
  { name: '720p', height: 720, bandwidth: 2_800_000, estimatedMegabytes: 38.4 },
  { name: 'audio', height: 0, bandwidth: 64_000, estimatedMegabytes: 0.9 },
];

describe('the remembered quality', () => {
  it('reads what was stored, and Auto for anything else', () => {
    expect(parseQuality(null)).toBe('auto');
    expect(parseQuality('audio')).toBe('audio');
    expect(parseQuality('360')).toBe(360);
    expect(parseQuality('tall')).toBe('auto');
    expect(parseQuality('-5')).toBe('auto');
  });

  it('plays the tallest rendition up to it, the smallest picture below all, audio only for audio', () => {
    expect(renditionFor('auto', renditions)).toBeUndefined();
    expect(renditionFor(480, renditions)?.name).toBe('360p');
    expect(renditionFor(1080, renditions)?.name).toBe('720p');
    expect(renditionFor(144, renditions)?.name).toBe('240p');
    expect(renditionFor('audio', renditions)?.name).toBe('audio');
    expect(renditionFor('audio', renditions.slice(0, 3))?.name).toBe('240p');
  });
});

describe('estimateText', () => {
  it('says about how many MB a lecture uses at the chosen quality', () => {
    expect(estimateText(t, renditions, 360)).toBe('≈ 12 MB at 360p');
    expect(estimateText(t, renditions, 240)).toBe('≈ 6 MB at 240p');
    expect(estimateText(t, renditions, 'audio')).toBe('≈ 0.9 MB, audio only');
    expect(estimateText(t, renditions, 'auto')).toBe('up to ≈ 38 MB');
    expect(estimateText(t, [], 'auto')).toBeUndefined();
  });
});

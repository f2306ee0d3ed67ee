import { firstMissing, missingMediaTool } from './media-tools';

describe('media tools', () => {
  it('names the first program that does not run', async () => {
    await expect(firstMissing(['ffprobe', 'ffmpeg-that-is-not-installed', 'ffmpeg'])).resolves.toBe(
      'ffmpeg-that-is-not-installed',
    );
  });

  it('finds Debian ffmpeg and ffprobe here', async () => {
    await expect(missingMediaTool()).resolves.toBeNull();
  });
});

import { execFile } from 'node:child_process';

/** The programs hosted video runs: Debian's `ffmpeg` package has both. */
export const MEDIA_TOOLS = ['ffmpeg', 'ffprobe'] as const;

/** The first of `tools` that does not run here (`<tool> -version`), or null when all do. */
export function firstMissing(tools: readonly string[]): Promise<string | null> {
  return tools.reduce<Promise<string | null>>(
    async (missing, tool) =>
      (await missing) ??
      new Promise((resolve) =>
        execFile(tool, ['-version'], { timeout: 10_000 }, (error) => resolve(error ? tool : null)),
      ),
    Promise.resolve(null),
  );
}

let checked: Promise<string | null> | undefined;

/** Whether this machine lacks ffmpeg or ffprobe, asked once per process. */
export function missingMediaTool(): Promise<string | null> {
  checked ??= firstMissing(MEDIA_TOOLS);
  return checked;
}

export const NO_MEDIA_TOOLS =
  'Video uploads are not available on this server: it has no ffmpeg. Paste a YouTube link instead.';

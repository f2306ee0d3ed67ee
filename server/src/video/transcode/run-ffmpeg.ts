import { spawn } from 'node:child_process';
import * as os from 'node:os';

/** ffmpeg failed: its last line on stderr, shortened, as the reason an educator reads. */
export class FfmpegFailure extends Error {}

const REASON_CHARS = 300;

export interface FfmpegOptions {
  /** ffmpeg's `out_time_us` over this many seconds, as 0 to 1; called about once a second at most. */
  durationSeconds?: number;
  onProgress?: (fraction: number) => void;
  /** Killed after this long (so a live job never runs beside its own retry). */
  timeoutMs: number;
  /** Killed when this aborts (the process is stopping). */
  signal?: AbortSignal;
}

/**
 * Runs ffmpeg with a fixed argument array (never a shell) at low priority, so a transcode on the
 * web instance yields the CPU to requests.
 */
export function runFfmpeg(args: string[], options: FfmpegOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    if (child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not allowed here (some containers): it runs at normal priority.
      }
    }
    let stderrTail = '';
    let lastReport = 0;
    let stdoutRest = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString()).slice(-4096);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (stdoutRest + chunk.toString()).split('\n');
      stdoutRest = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (!match || !options.onProgress || !options.durationSeconds) continue;
        if (Date.now() - lastReport < 1000) continue;
        lastReport = Date.now();
        options.onProgress(Math.min(1, Number(match[1]) / 1e6 / options.durationSeconds));
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegFailure(`ffmpeg could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const last = stderrTail.trim().split('\n').pop()?.trim();
      const why =
        last || (signal ? `ffmpeg was stopped (${signal})` : `ffmpeg exited with ${code}`);
      reject(new FfmpegFailure(why.slice(0, REASON_CHARS)));
    });
  });
}

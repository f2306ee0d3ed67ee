/** How long the first-load screen shows (VITE_LOADER_MS); read by config.ts and by the build (vite.config.ts). */

const DEFAULT_LOADER_MS = 3000;

export function parseLoaderMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_LOADER_MS;
  const ms = Number(raw);
  return Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_LOADER_MS;
}

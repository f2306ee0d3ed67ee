// The machine's busy CPU seconds since boot (all cores, from /proc/stat): what a test step or a
// whole CI run cost, Chromium's renderers included, which outlive their parent and so escape a
// shell's `times`. `node scripts/machine-cpu.mjs` prints it (whole seconds; 0 where there is no
// /proc/stat).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Busy CPU seconds of the whole machine since boot, or NaN without /proc/stat. */
export function machineCpuSeconds() {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    // In clock ticks of USER_HZ, which Linux fixes at 100 for user space.
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return NaN;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = machineCpuSeconds();
  console.log(Number.isNaN(seconds) ? 0 : Math.floor(seconds));
}

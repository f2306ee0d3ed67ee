/** Waits until `done` answers true, checking every 100 ms, for at most `ms`. */
export async function until(done: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  for (const deadline = Date.now() + ms; !(await done());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

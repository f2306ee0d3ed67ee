export default async function globalTeardown() {
  await globalThis.__TEST_DB_STOP__?.();
}

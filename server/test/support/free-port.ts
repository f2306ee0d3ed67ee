import * as net from 'node:net';

/** A port nothing listens on right now, for a server the test starts itself. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  return new Promise<number>((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

import * as net from 'node:net';

/** A TCP port that was free on 127.0.0.1 a moment ago, for a server a test or benchmark starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

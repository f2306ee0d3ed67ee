import * as net from 'node:net';
import { freePort } from './free-port';

type Mode = 'up' | 'stalled';

/**
 * A TCP proxy in front of PostgreSQL that can play its outages: `cut()` is a server that went away
 * (open connections reset, new ones refused), `stall()` one that accepts and never answers.
 */
export class TcpProxy {
  private mode: Mode = 'up';
  private readonly sockets = new Set<net.Socket>();
  /** Bytes held while stalled, delivered in order on `restore()`. */
  private held: { to: net.Socket; chunk: Buffer }[] = [];
  private readonly server = net.createServer((client) => this.accept(client));

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target, await freePort());
    await proxy.listen();
    return proxy;
  }

  /** Resets every open connection and refuses new ones. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** Keeps every connection open and accepts new ones, but nothing passes either way. */
  stall(): void {
    this.mode = 'stalled';
  }

  /** Serves again: listens if cut, and delivers what a stall held back. */
  async restore(): Promise<void> {
    this.mode = 'up';
    for (const { to, chunk } of this.held) to.write(chunk);
    this.held = [];
    if (!this.server.listening) await this.listen();
  }

  async close(): Promise<void> {
    if (this.server.listening) await this.cut();
  }

  private listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  private accept(client: net.Socket): void {
    const upstream = net.connect(this.target);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      this.sockets.add(from);
      from.on('data', (chunk: Buffer) => {
        if (this.mode === 'up') to.write(chunk);
        else this.held.push({ to, chunk });
      });
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}

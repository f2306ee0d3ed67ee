import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { SIGNAL_PATH, SIGNAL_PROTOCOL } from '../../src/mentorship/room/signal-gateway';
import type { TestApp } from './test-app';

export type RoomMessage = Record<string, unknown>;

/** A room socket's messages as they come, and a way to wait for the next one that matches. */
export class Inbox {
  readonly messages: RoomMessage[] = [];
  private waiting: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as RoomMessage);
      this.waiting.splice(0).forEach((wake) => wake());
    });
  }

  /** The next message of `type` (and matching `where`), taken out of the inbox. */
  async next(type: string, where: RoomMessage = {}, ms = 5_000): Promise<RoomMessage> {
    const deadline = Date.now() + ms;
    const matches = (m: RoomMessage) =>
      m.type === type && Object.entries(where).every(([key, value]) => m[key] === value);
    for (;;) {
      const index = this.messages.findIndex(matches);
      if (index >= 0) return this.messages.splice(index, 1)[0];
      if (Date.now() > deadline)
        throw new Error(`no ${type} message (had ${JSON.stringify(this.messages)})`);
      await new Promise<void>((wake) => {
        this.waiting.push(wake);
        setTimeout(wake, 100);
      });
    }
  }

  /** Waits `ms`, then the messages of `type` that came meanwhile (or before). */
  async none(type: string, ms = 500): Promise<RoomMessage[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.messages.filter((m) => m.type === type);
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
}

export const portOf = async (app: TestApp) => {
  const server: Server = app.app.getHttpServer();
  if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
};

/**
 * Opens a room's signalling socket (`query`: `booking=<id>` or `occurrence=<id>`) as `token`, the
 * browser's way (the token as a subprotocol). Rejects with "HTTP <status>" when refused at the door.
 */
export async function connectRoom(app: TestApp, query: string, token?: string): Promise<Inbox> {
  const url = `ws://127.0.0.1:${await portOf(app)}${SIGNAL_PATH}?${query}`;
  const ws = new WebSocket(url, token ? [SIGNAL_PROTOCOL, `bearer.${token}`] : [SIGNAL_PROTOCOL]);
  const inbox = new Inbox(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  return inbox;
}

/** How the socket closed: its code and reason (-1 when it already was). */
export const closedWith = (ws: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    ws.readyState === WebSocket.CLOSED
      ? resolve({ code: -1, reason: '' })
      : ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

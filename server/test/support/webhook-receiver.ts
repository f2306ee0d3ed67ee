import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { loadConfig, type RuntimeConfig } from '../../src/config/app-config';
import type { TestApp } from './test-app';

const CREATE_ENDPOINT = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id } } }`;

/** App settings that deliver webhooks to a receiver on this machine, retrying within a second. */
export const localWebhooks = (): Pick<RuntimeConfig, 'webhooks'> => ({
  webhooks: {
    ...loadConfig({ NODE_ENV: 'test' }).webhooks,
    allowPrivateUrls: true,
    retryDelaySeconds: 1,
    deliver: true,
  },
});

/**
 * A real HTTP receiver of webhook deliveries on 127.0.0.1: each endpoint registered through
 * `listen` gets its own path, and every delivery's signature is verified with that endpoint's
 * secret (Standard Webhooks); a bad one is answered 401 and kept in `badSignatures`.
 */
export class WebhookReceiver {
  readonly received: { path: string; type: string; data: Record<string, unknown> }[] = [];
  readonly badSignatures: string[] = [];
  private readonly secrets = new Map<string, string>();
  private readonly server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      try {
        const event = new Webhook(this.secrets.get(path)!).verify(
          body,
          req.headers as Record<string, string>,
        ) as { type: string; data: Record<string, unknown> };
        this.received.push({ path, ...event });
        res.writeHead(200).end('ok');
      } catch {
        this.badSignatures.push(path);
        res.writeHead(401).end('bad signature');
      }
    });
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Registers an endpoint of the account of `token` for `events`, delivered to `path` here. */
  async listen(app: TestApp, token: string, path: string, events: string[]): Promise<void> {
    const { port } = this.server.address() as AddressInfo;
    const res = await app.gql(
      CREATE_ENDPOINT,
      { input: { url: `http://127.0.0.1:${port}${path}`, events } },
      token,
    );
    expect(res.errors).toBeUndefined();
    this.secrets.set(path, res.data!.createWebhookEndpoint.secret);
  }

  /** The events delivered to `path`, in the order they arrived. */
  at(path: string) {
    return this.received.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    await new Promise((r) => this.server.close(r));
  }
}

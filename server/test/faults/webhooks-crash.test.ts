import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { educator } from '../support/catalog-fixtures';
import { freePort } from '../support/free-port';
import { ServerProcess } from '../support/server-process';
import { TestApp } from '../support/test-app';

const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
  secret endpoint { id } } }`;
const TEST = `mutation($id: ID!) { sendTestWebhook(endpointId: $id) { webhookId } }`;

const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const webhooks = (deliver: boolean) =>
  ({
    webhooks: {
      // Every instance the same (the queue's job expiry follows it): a delivery's job expires
      // 5 + 10 s after it starts, the wait after the kill.
      timeoutSeconds: 5,
      retryDelaySeconds: 1,
      retryLimit: 3,
      allowPrivateUrls: true,
      maxEndpointsPerUser: 10,
      ownerConcurrency: 2,
      timeoutsBeforeDisable: 5,
      deliver,
    },
    jobs: { maintenanceSeconds: 1, pollingSeconds: 0.5, scheduled: false },
  }) satisfies Partial<RuntimeConfig>;

describe('an instance killed while delivering a webhook', () => {
  it('leaves the delivery to another instance, which delivers it with the same webhook-id', async () => {
    // The first request is held unanswered: the sender dies waiting for it.
    const arrivals: { id: string; answered: boolean }[] = [];
    let secret = '';
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        new Webhook(secret).verify(body, req.headers as Record<string, string>);
        const answered = arrivals.length > 0;
        arrivals.push({ id: String(req.headers['webhook-id']), answered });
        if (answered) res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    // Records events but delivers none; the sender process below delivers them.
    const quiet = await TestApp.start(webhooks(false));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-webhook-crash-'));
    const sender = new ServerProcess(dataDir, await freePort(), {
      DATABASE_URL: quiet.app.get<RuntimeConfig>(RUNTIME_CONFIG).databaseUrl,
      // As the in-process instances' (the queue's retry and expiry settings follow the last boot).
      WEBHOOK_TIMEOUT_SECONDS: '5',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_RETRY_LIMIT: '3',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    });
    let rescuer: TestApp | undefined;
    try {
      await sender.ready();
      const owner = await educator(quiet);
      const created = await quiet.gql(
        CREATE,
        { input: { url, events: ['course.updated'] } },
        owner.token,
      );
      secret = created.data!.createWebhookEndpoint.secret;
      const endpointId = created.data!.createWebhookEndpoint.endpoint.id;
      const sent = await quiet.gql(TEST, { id: endpointId }, owner.token);
      const webhookId = sent.data!.sendTestWebhook.webhookId as string;
      await until(() => arrivals.length === 1, 'the sender to reach the receiver');
      await sender.stop('SIGKILL');

      rescuer = await TestApp.beside(quiet, webhooks(true));
      await until(() => arrivals.length === 2, 'another instance to deliver it', 60_000);
      expect(arrivals).toEqual([
        { id: webhookId, answered: false },
        { id: webhookId, answered: true },
      ]);
      const db = quiet.app.get(DataSource);
      await until(async () => {
        const [row] = await db.query(
          `SELECT status FROM webhook_deliveries WHERE endpoint_id = $1`,
          [endpointId],
        );
        return row.status === 'delivered';
      }, 'the delivery to be marked delivered');
      const attempts = await db.query(
        `SELECT a.status_code FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
         WHERE d.endpoint_id = $1`,
        [endpointId],
      );
      // The killed attempt left no log line: only the rescuer's, which succeeded.
      expect(attempts).toEqual([{ status_code: 200 }]);
    } finally {
      await sender.stop('SIGKILL');
      await rescuer?.close();
      await quiet.close();
      receiver.closeAllConnections();
      await new Promise((r) => receiver.close(r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

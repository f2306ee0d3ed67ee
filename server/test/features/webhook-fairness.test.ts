import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as net from 'node:net';
import { DataSource } from 'typeorm';
import type { RuntimeConfig } from '../../src/config/app-config';
import { createCourse, educator } from '../support/catalog-fixtures';
import { TestApp } from '../support/test-app';

const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) {
  endpoint { id } } }`;
const TEST = `mutation($id: ID!) { sendTestWebhook(endpointId: $id) { webhookId } }`;
const LIST = `{ webhookEndpoints { id enabled disabledReason } }`;
const RENAME = `mutation($id: ID!, $title: String!) {
  updateCourse(id: $id, input: { courseTitle: $title }) { id } }`;

const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const TIMEOUT_SECONDS = 3;
const config = {
  webhooks: {
    timeoutSeconds: TIMEOUT_SECONDS,
    retryDelaySeconds: 1,
    retryLimit: 5,
    allowPrivateUrls: true,
    maxEndpointsPerUser: 10,
    ownerConcurrency: 2,
    timeoutsBeforeDisable: 3,
    deliver: true,
  },
  jobs: { maintenanceSeconds: 1, pollingSeconds: 0.5, scheduled: false },
} satisfies Partial<RuntimeConfig>;

/**
 * A tarpit (accepts connections, never answers) on 127.0.0.1 behind one owner's endpoints, and a
 * real receiver behind another's: the first owner's stuck deliveries must not hold up the second's.
 */
describe('webhook fairness between owners', () => {
  let app: TestApp;
  let tarpit: net.Server;
  let receiver: http.Server;
  let tarpitBase: string;
  let receiverBase: string;
  const stuck = new Set<net.Socket>();
  let mostStuck = 0;
  const arrivals: string[] = [];

  beforeAll(async () => {
    tarpit = net.createServer((socket) => {
      stuck.add(socket);
      mostStuck = Math.max(mostStuck, stuck.size);
      socket.on('close', () => stuck.delete(socket));
    });
    receiver = http.createServer((req, res) => {
      arrivals.push(String(req.headers['webhook-id']));
      req.resume().on('end', () => res.writeHead(200).end('ok'));
    });
    await new Promise<void>((resolve) => tarpit.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    tarpitBase = `http://127.0.0.1:${(tarpit.address() as AddressInfo).port}`;
    receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    app = await TestApp.start(config);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    for (const socket of stuck) socket.destroy();
    await new Promise((r) => tarpit?.close(r));
    await new Promise((r) => receiver?.close(r));
  });

  const register = async (token: string, url: string) => {
    const res = await app.gql(CREATE, { input: { url, events: ['course.updated'] } }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.createWebhookEndpoint.endpoint.id as string;
  };

  it("delivers another owner's test event within its timeout while one owner's 8 endpoints hang", async () => {
    const slow = await educator(app);
    for (let i = 0; i < 8; i++) await register(slow.token, `${tarpitBase}/a${i}`);
    const course = await createCourse(app, slow.user.id, { title: 'Edited Often' });
    for (let i = 1; i <= 5; i++)
      expect(
        (await app.gql(RENAME, { id: course.id, title: `Edit ${i}` }, slow.token)).errors,
      ).toBeUndefined();
    await until(() => stuck.size >= 2, 'the slow owner’s deliveries to hang');

    const other = await educator(app);
    const endpoint = await register(other.token, `${receiverBase}/b`);
    const sent = await app.gql(TEST, { id: endpoint }, other.token);
    const webhookId = sent.data!.sendTestWebhook.webhookId as string;
    await until(
      () => arrivals.includes(webhookId),
      'the other owner’s test event',
      TIMEOUT_SECONDS * 1000,
    );
    // The 40 hanging deliveries held at most the owner's share of the 4 workers.
    expect(mostStuck).toBe(config.webhooks.ownerConcurrency);
  }, 60_000);

  it('disables an endpoint after 3 timeouts in a row, and mails its owner', async () => {
    const owner = await educator(app);
    const endpoint = await register(owner.token, `${tarpitBase}/c`);
    expect((await app.gql(TEST, { id: endpoint }, owner.token)).errors).toBeUndefined();
    await until(
      async () => {
        const list = await app.gql(LIST, {}, owner.token);
        return !list.data!.webhookEndpoints[0].enabled;
      },
      'the endpoint to be disabled',
      40_000,
    );
    const [listed] = (await app.gql(LIST, {}, owner.token)).data!.webhookEndpoints;
    expect(listed.disabledReason).toBe('3 requests in a row got no answer within 3 s');
    const db = app.app.get(DataSource);
    // One delivery tried three times (of its six), then failed without waiting for its retries.
    const attempts = await db.query(
      `SELECT a.error, d.status FROM webhook_attempts a
       JOIN webhook_deliveries d ON d.id = a.delivery_id WHERE d.endpoint_id = $1`,
      [endpoint],
    );
    expect(attempts).toEqual(
      Array(3).fill({ error: `No answer within ${TIMEOUT_SECONDS} s`, status: 'failed' }),
    );
    const mails = await db.query(
      `SELECT subject, text FROM outbound_mails WHERE to_address = $1 AND kind = $2`,
      [owner.user.email, 'webhook_endpoint_disabled'],
    );
    expect(mails).toEqual([
      {
        subject: 'Your webhook endpoint was disabled',
        text: expect.stringContaining(
          `3 requests in a row to ${tarpitBase}/c got no answer within 3 s`,
        ),
      },
    ]);
  }, 60_000);
});

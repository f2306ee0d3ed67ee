import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { isRunning } from '../../src/database/orphaned-postmaster';
import { freePort } from '../support/free-port';
import { ServerProcess } from '../support/server-process';
import { newUser } from '../support/test-app';

/** The pid `postmaster.pid` names, if the file exists. */
function postmasterPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

const alive = isRunning;

describe('after the app is killed with SIGKILL', () => {
  let dataDir: string;
  let orphan: number | undefined;
  const servers: ServerProcess[] = [];

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-crash-'));
    fs.chmodSync(dataDir, 0o755); // run as root, PostgreSQL runs as the postgres user
  });
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    // Whatever PostgreSQL this test started and left running.
    const pid = postmasterPid(dataDir) ?? orphan;
    if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts again on the same data folder, healthy, with the data intact, saying what it did', async () => {
    const first = new ServerProcess(dataDir, await freePort());
    servers.push(first);
    await first.ready();
    const learner = newUser();
    expect((await first.call('/api/auth/register', learner)).status).toBe(201);

    await first.stop('SIGKILL');
    orphan = postmasterPid(dataDir);
    expect(orphan).toBeDefined();
    expect(alive(orphan!)).toBe(true); // the embedded PostgreSQL outlived the app

    const second = new ServerProcess(dataDir, await freePort());
    servers.push(second);
    await second.ready();
    expect(second.output).toContain(
      `PostgreSQL (pid ${orphan}) is still running on ${path.join(dataDir, 'postgres')}, left by a previous run that did not stop it: stopping it (fast shutdown)`,
    );
    expect(second.output).toContain(`The previous PostgreSQL (pid ${orphan}) has stopped`);
    expect(alive(orphan!)).toBe(false);
    expect((await second.call('/api/health/ready')).status).toBe(200);
    const signIn = await second.call('/api/auth/login', {
      email: learner.email,
      password: learner.password,
    });
    expect(signIn.status).toBe(200);

    // A clean stop leaves nothing running and no lock file.
    const running = postmasterPid(dataDir)!;
    await second.stop('SIGTERM');
    expect(postmasterPid(dataDir)).toBeUndefined();
    expect(alive(running)).toBe(false);
  }, 150_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '../../support/free-port';
import { waitUntil } from '../../support/wait-until';

/** This machine's NATS server (README: NATS_URL); the tests start their own where none is running. */
const DEFAULT_URL = 'nats://127.0.0.1:4222';
const NATS_SERVER_BINARIES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'];

let started: { url: string; process: ChildProcess | undefined } | undefined;

function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A NATS server's URL: the one on 127.0.0.1:4222 if it answers, else one started here from the
 * nats-server binary (Debian's `nats-server` package) on a free port, stopped when the test process ends.
 * Throws with what to install when neither is possible.
 */
export async function natsUrl(): Promise<string> {
  if (started) return started.url;
  if (await reachable(4222)) return (started = { url: DEFAULT_URL, process: undefined }).url;
  const binary = NATS_SERVER_BINARIES.find((path) => existsSync(path));
  if (!binary) throw new Error('No NATS server on 127.0.0.1:4222 and no nats-server binary to start one: apt-get install -y nats-server');
  const port = await freePort();
  const child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  process.once('exit', () => child.kill());
  await waitUntil(() => reachable(port), { what: `the nats-server started on port ${port} to listen`, every: 50 });
  return (started = { url: `nats://127.0.0.1:${port}`, process: child }).url;
}

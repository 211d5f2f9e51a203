#!/usr/bin/env node
// The browser tests drive Debian's Chromium (never a downloaded browser). Install it when missing and
// we are root; otherwise say exactly what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function apt(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests (one time)...');
  const installed = apt(['install', '-y', '--no-install-recommends', 'chromium']) ||
    (apt(['update']) && apt(['install', '-y', '--no-install-recommends', 'chromium']));
  if (!installed || !existsSync(CHROMIUM_PATH)) {
    console.error('Could not install chromium with apt-get; the browser tests cannot run.');
    process.exit(1);
  }
}
console.log(`chromium: ${CHROMIUM_PATH}`);

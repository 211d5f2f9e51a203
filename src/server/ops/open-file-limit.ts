import { readFileSync } from 'node:fs';

/**
 * The process's soft limit on open files (`ulimit -n`), which Node does not expose: every socket is a
 * file, so it bounds how many connections the process can hold before accept() starts failing for
 * everyone. Read from Linux's /proc/self/limits; undefined where that file is missing or unreadable.
 */
export function readOpenFileLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | undefined {
  try {
    return parseOpenFileLimit(read());
  } catch {
    return undefined;
  }
}

/** What Linux allows a process at most however its limit reads (fs.nr_open's default): "unlimited" counts as this. */
const UNLIMITED_FILES = 1_048_576;

/**
 * The soft limit from the text of /proc/<pid>/limits, e.g. the line
 * `Max open files            20000                20000                files`.
 */
export function parseOpenFileLimit(limits: string): number | undefined {
  const line = limits.split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
  if (soft === 'unlimited') return UNLIMITED_FILES;
  const value = Number(soft);
  return soft && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

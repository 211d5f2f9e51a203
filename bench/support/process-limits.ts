import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Open-file limits of the bench's processes (Linux /proc). Thousands of streams need as many sockets on
 * each side, beyond the usual soft limit of 1,024: the soft limit can be raised up to the hard limit by
 * anyone (prlimit), beyond it only with CAP_SYS_RESOURCE, which containers often lack.
 */
export interface FdLimits {
  soft: number;
  hard: number;
}

/** A process's "Max open files" (`self` or a pid); Infinity for unlimited, NaN where /proc cannot tell. */
export function fdLimits(pid: number | 'self' = 'self'): FdLimits {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = (line ?? '').split(/\s{2,}/).slice(1, 3).map((v) => (v === 'unlimited' ? Infinity : Number(v)));
    return { soft: soft ?? Number.NaN, hard: hard ?? Number.NaN };
  } catch {
    return { soft: Number.NaN, hard: Number.NaN };
  }
}

/** Raises a running process's soft limit to its hard limit (util-linux prlimit); false when that failed. */
export function raiseFdLimit(pid: number): boolean {
  const { hard } = fdLimits(pid);
  if (!Number.isFinite(hard)) return false;
  const result = spawnSync('prlimit', ['--pid', String(pid), `--nofile=${hard}:${hard}`], { stdio: 'ignore' });
  return result.status === 0;
}

/** How many files a process has open now (its /proc/{pid}/fd entries). */
export function openFds(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** The pid of this process's child that was started with `PORT=port` in its environment (a bench server), or null. */
export function childWithPort(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: the command name may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return null;
}

/** A limit in words, e.g. "20,000 / 20,000". */
export function describeFdLimits({ soft, hard }: FdLimits): string {
  const n = (v: number) => (v === Infinity ? 'unlimited' : v.toLocaleString('en-US'));
  return `${n(soft)} / ${n(hard)}`;
}

import type { Config } from '../config';
import { readOpenFileLimit } from '../ops/open-file-limit';

/**
 * Files kept out of the streams' share beyond the quarter left to everything else: the database pools
 * (20 connections and 4 session ones), NATS, the data and log files, a reconnect storm's overlap of old and new sockets.
 */
export const STREAM_FILES_RESERVE = 200;
/** The open-file limit assumed where it cannot be read (not Linux): the usual soft limit. */
export const ASSUMED_OPEN_FILES = 1024;
/** Never fewer than this, however low the limit: a process that can hold no stream serves no live board. */
const MIN_STREAMS = 10;

/** How many live streams one client, and the process in all, may hold at once (D20). */
export interface StreamCapacity {
  perClient: number;
  perProcess: number;
  /** Where perProcess came from, for the line printed at start. */
  basis: { kind: 'configured' } | { kind: 'open-files'; openFiles: number; measured: boolean; reserve: number };
}

/**
 * The process's bound, unless MAX_STREAMS sets it: three quarters of its open-file limit, minus a
 * reserve. Each stream holds a socket, which is a file: past the limit accept() fails, and every visitor
 * (pages, claims, health checks) gets dropped connections, not just the streams' clients.
 */
export function streamCapacity(limits: Config['streams'], openFiles: () => number | undefined = readOpenFileLimit): StreamCapacity {
  if (limits.perProcess !== undefined) return { perClient: limits.perClient, perProcess: limits.perProcess, basis: { kind: 'configured' } };
  const measured = openFiles();
  const files = measured ?? ASSUMED_OPEN_FILES;
  const perProcess = Math.max(MIN_STREAMS, Math.floor((files * 3) / 4) - STREAM_FILES_RESERVE);
  return { perClient: limits.perClient, perProcess, basis: { kind: 'open-files', openFiles: files, measured: measured !== undefined, reserve: STREAM_FILES_RESERVE } };
}

/** The start-up line: the operator sees the bound and what it was derived from. */
export function describeStreamCapacity({ perClient, perProcess, basis }: StreamCapacity): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const why =
    basis.kind === 'configured'
      ? 'MAX_STREAMS'
      : `three quarters of the open-file limit of ${n(basis.openFiles)}${basis.measured ? '' : ' (assumed: /proc/self/limits unreadable)'} minus ${n(basis.reserve)}; MAX_STREAMS sets it`;
  return `live streams: at most ${n(perProcess)} on this process (${why}), ${n(perClient)} per client (STREAMS_PER_CLIENT)`;
}

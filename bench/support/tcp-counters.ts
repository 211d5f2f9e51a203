import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The kernel's TCP counters that tell why connections opened all at once are slow (Linux
 * /proc/net/netstat, this network namespace, every process's connections): ListenOverflows counts
 * SYNs and handshakes dropped because a listening socket's accept queue (its backlog) was full, and
 * TCPSynRetrans the SYNs clients then sent again (after 1 s, 3 s, 7 s …).
 */
export interface TcpCounters {
  listenOverflows: number;
  synRetransmits: number;
}

/** The counters now (NaN where this system does not have them). */
export function tcpCounters(): TcpCounters {
  const values = new Map<string, number>();
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    // Pairs of lines: "TcpExt: Name Name …" then "TcpExt: 1 2 …".
    for (let i = 0; i + 1 < lines.length; i += 2) {
      const names = lines[i]!.split(' ');
      const numbers = lines[i + 1]!.split(' ');
      if (names[0] !== 'TcpExt:') continue;
      names.forEach((name, k) => k > 0 && values.set(name, Number(numbers[k])));
    }
  } catch {
    // not Linux
  }
  return { listenOverflows: values.get('ListenOverflows') ?? Number.NaN, synRetransmits: values.get('TCPSynRetrans') ?? Number.NaN };
}

/** What the counters grew by between two readings. */
export function tcpCountersSince(from: TcpCounters): TcpCounters {
  const to = tcpCounters();
  return { listenOverflows: to.listenOverflows - from.listenOverflows, synRetransmits: to.synRetransmits - from.synRetransmits };
}

/** The accept-queue length (backlog) of the socket listening on `port`: ss's Send-Q of a listening socket; NaN when ss cannot tell. */
export function listenBacklog(port: number): number {
  const ss = spawnSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' });
  const columns = (ss.stdout ?? '').trim().split(/\s+/);
  return ss.status === 0 && columns.length >= 3 ? Number(columns[2]) : Number.NaN;
}

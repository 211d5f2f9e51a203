// Loaded into a bench's server processes (NODE_OPTIONS=--import, see statement-counts.ts): counts the
// statements each process sends to PostgreSQL, by statement, so a bench can say how many queries a
// claim or an event cost across processes. The server's code is not touched and pays nothing outside
// a bench. Every pg.Client query counts once: the pool's, a transaction's (BEGIN and COMMIT included),
// the LISTEN connection's, the relay's. A prepared statement counts under its name.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const dir = process.env.BENCH_STATEMENTS_DIR;
if (dir) {
  const counts = new Map();
  let total = 0;
  let written = -1;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, ...rest) {
    total++;
    const key = statementKey(config);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return original.call(this, config, ...rest);
  };
  const file = path.join(dir, `${process.pid}.json`);
  // Written a few times a second (when changed), renamed into place so a reader never sees half a file.
  const flush = () => {
    if (written === total) return;
    written = total;
    writeFileSync(`${file}.tmp`, JSON.stringify({ total, byStatement: Object.fromEntries(counts) }));
    renameSync(`${file}.tmp`, file);
  };
  setInterval(flush, 100).unref();
  process.on('exit', flush);
}

/** A prepared statement's name, else the statement's first 80 characters on one line. */
function statementKey(config) {
  if (typeof config === 'string') return oneLine(config);
  if (config && typeof config === 'object') return config.name ? `[${config.name}]` : oneLine(String(config.text ?? '?'));
  return '?';
}

function oneLine(text) {
  return text.replace(/\s+/g, ' ').trim().slice(0, 80);
}

#!/usr/bin/env node
// `node scripts/audit.mjs` (run by npm test): `npm audit --omit=dev --audit-level=high` on the production
// dependencies. A high or critical advisory fails (exit 1), listed. When the audit service cannot be
// reached (offline, or a registry mirror without the audit endpoint) it says so and passes: npm audit
// exits 1 then too, so its JSON report is what tells "no answer" from "vulnerable".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const AUDIT_ARGS = ['audit', '--omit=dev', '--audit-level=high', '--json'];
const SERIOUS = ['critical', 'high'];

/** What the advisories say, from a report entry's `via` (advisory objects, or names of packages it comes through). */
function advisories(entry) {
  const titles = (entry.via ?? []).map((via) => (typeof via === 'string' ? `through ${via}` : `${via.title}${via.url ? ` (${via.url})` : ''}`));
  return [...new Set(titles)].join('; ');
}

/** The verdict on one `npm audit --json` run: `ok` false fails the suite; `message` is printed either way. */
export function auditVerdict({ status, stdout, stderr }) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = (stderr.match(/npm warn audit (.+)/)?.[1] ?? report?.message ?? `npm audit exited ${status} without a report`).trim();
    return { ok: true, checked: false, message: `npm audit: no answer from the audit service (${reason}); production dependencies NOT checked.` };
  }
  const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) => SERIOUS.includes(entry.severity));
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
    const lines = serious.map((entry) => `  ${entry.severity.padEnd(8)} ${entry.name}${entry.range ? ` ${entry.range}` : ''}: ${advisories(entry)}${entry.fixAvailable ? ' (npm audit fix)' : ''}`);
    return {
      ok: false,
      checked: true,
      message: `npm audit: ${counts.critical ?? 0} critical and ${counts.high ?? 0} high vulnerabilities in production dependencies:\n${lines.join('\n')}`,
    };
  }
  return { ok: true, checked: true, message: `npm audit: no high or critical vulnerabilities in production dependencies (${counts.total ?? 0} lower).` };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, AUDIT_ARGS, { cwd: root, encoding: 'utf8', timeout: 120_000 });
  if (result.error) {
    console.error(`npm audit could not run: ${result.error.message}`);
    process.exit(1);
  }
  const verdict = auditVerdict({ status: result.status, stdout: result.stdout, stderr: result.stderr });
  (verdict.ok ? console.log : console.error)(verdict.message);
  process.exit(verdict.ok ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();

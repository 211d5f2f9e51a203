import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditVerdict } from './audit.mjs';

const SCRIPT = path.join(import.meta.dirname, 'audit.mjs');

/** What npm 10 prints with --json when the audit endpoint cannot be reached (recorded). */
const OFFLINE = {
  status: 1,
  stdout: JSON.stringify({
    message: 'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
    error: { summary: '', detail: '' },
  }),
  stderr:
    'npm warn audit request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9\nnpm error audit endpoint returned an error\n',
};

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) => ({
  status: Object.keys(vulnerabilities).length ? 1 : 0,
  stdout: JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } } }),
  stderr: '',
});

/** Runs scripts/audit.mjs with npm pointed at `registry`. */
function runAudit(registry: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, npm_config_registry: registry }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}

describe('npm audit in the suite', () => {
  it('passes, saying the dependencies were not checked, when the audit service cannot be reached', () => {
    expect(auditVerdict(OFFLINE)).toEqual({
      ok: true,
      checked: false,
      message:
        'npm audit: no answer from the audit service (request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9); production dependencies NOT checked.',
    });
    expect(auditVerdict({ status: 1, stdout: '', stderr: '' }).message).toContain('npm audit exited 1 without a report');
  });

  it('fails on a high or critical advisory, listing each package', () => {
    const verdict = auditVerdict(
      report(
        {
          pg: { name: 'pg', severity: 'critical', range: '<9', via: [{ title: 'SQL injection', url: 'https://github.com/advisories/GHSA-x' }], fixAvailable: true },
          'drizzle-orm': { name: 'drizzle-orm', severity: 'high', range: '', via: ['pg'], fixAvailable: false },
          debug: { name: 'debug', severity: 'low', range: '<2', via: [{ title: 'ReDoS' }], fixAvailable: true },
        },
        { critical: 1, high: 1, low: 1, total: 3 },
      ),
    );
    expect(verdict).toEqual({
      ok: false,
      checked: true,
      message:
        'npm audit: 1 critical and 1 high vulnerabilities in production dependencies:\n' +
        '  critical pg <9: SQL injection (https://github.com/advisories/GHSA-x) (npm audit fix)\n' +
        '  high     drizzle-orm: through pg',
    });
  });

  it('passes with only lower advisories, and says how many', () => {
    const verdict = auditVerdict(report({ debug: { name: 'debug', severity: 'moderate', range: '<2', via: [] } }, { moderate: 1, total: 1 }));
    expect(verdict).toEqual({ ok: true, checked: true, message: 'npm audit: no high or critical vulnerabilities in production dependencies (1 lower).' });
  });

  describe('with the real npm', () => {
    // An audit service that reports one high advisory for pg (and answers npm's package look-ups).
    let server: Server;
    beforeAll(async () => {
      server = createServer((request, response) => {
        request.resume();
        request.on('end', () => {
          response.setHeader('content-type', 'application/json');
          if (request.method === 'POST') {
            response.end(JSON.stringify({ pg: [{ id: 1, url: 'https://example.com/advisory', title: 'Test advisory', severity: 'high', vulnerable_versions: '>=0.0.0', cwe: [], cvss: { score: 7.5, vectorString: null } }] }));
            return;
          }
          const name = decodeURIComponent(request.url!.slice(1));
          response.end(JSON.stringify({ name, 'dist-tags': { latest: '1.0.0' }, versions: { '1.0.0': { name, version: '1.0.0' } } }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('fails the suite when the audit service reports a high advisory', async () => {
      const { status, output } = await runAudit(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      expect(output).toMatch(/npm audit: 0 critical and \d+ high vulnerabilities in production dependencies:\n {2}high {5}/);
      expect(output).toContain('pg *: Test advisory (https://example.com/advisory)');
      expect(status).toBe(1);
    });

    it('passes when the registry is unreachable (npm_config_registry=http://127.0.0.1:9)', async () => {
      const { status, output } = await runAudit('http://127.0.0.1:9');
      expect(output).toContain('npm audit: no answer from the audit service (request to http://127.0.0.1:9/');
      expect(output).toContain('production dependencies NOT checked.');
      expect(status).toBe(0);
    });
  });
});

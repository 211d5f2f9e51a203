import { describe, expect, it } from 'vitest';
import { decodeBackup, encodeBackup, PGDATA_SECTION } from './backup-file';

const info = { createdAt: '2026-11-21T15:00:00.000Z', migrations: { applied: 18, latest: '0017_schedule_import_and_site_settings' } };
const sections = () =>
  new Map([
    [PGDATA_SECTION, Buffer.from('pretend this is a gzipped tar\n\u0000\u00ff')],
    ['session-secret', Buffer.from('x'.repeat(64))],
  ]);

describe('backup file', () => {
  it('reads back what it wrote: manifest and sections', () => {
    const { manifest, sections: read } = decodeBackup(encodeBackup(info, sections()));
    expect(manifest).toMatchObject({ format: 1, ...info });
    expect(manifest.sections.map((s) => [s.name, s.bytes])).toEqual([[PGDATA_SECTION, 33], ['session-secret', 64]]);
    expect(read).toEqual(sections());
  });

  it('starts with its format line, so a glance (or head -c) tells what it is', () => {
    expect(encodeBackup(info, sections()).subarray(0, 17).toString()).toBe('SQUARES-BACKUP 1\n');
  });

  const file = () => encodeBackup(info, sections());
  const cases: [string, () => Buffer, string][] = [
    ['another kind of file', () => Buffer.from('PGDMP\u0001\u000e\u0000'), 'This is not a Squares backup file: it does not start with "SQUARES-BACKUP".'],
    ['a newer format', () => Buffer.from(file().toString('latin1').replace('SQUARES-BACKUP 1', 'SQUARES-BACKUP 2'), 'latin1'), 'This backup has format 2; this version of Squares reads format 1.'],
    ['a damaged manifest', () => Buffer.from(file().toString('latin1').replace('"format":1', '"format":"1"'), 'latin1'), 'This is not a Squares backup file: its manifest is damaged.'],
    ['a file cut short', () => file().subarray(0, file().length - 10), 'The backup is cut short: its session-secret section is incomplete.'],
    ['a changed byte', () => { const f = file(); f[f.length - 1] = 0x79; return f; }, 'The backup is damaged: its session-secret section does not match its checksum.'],
    ['bytes appended', () => Buffer.concat([file(), Buffer.from('more')]), 'The backup has 4 bytes more than its manifest describes.'],
    ['only a first line', () => Buffer.from('SQUARES-BACKUP 1\n{"format":1'), 'This is not a Squares backup file: its manifest line is missing.'],
  ];
  it.each(cases)('refuses %s, saying what is wrong', (_name, make, message) => {
    expect(() => decodeBackup(make())).toThrow(message);
  });

  it('will not write a backup without the database', () => {
    expect(() => encodeBackup(info, new Map([['session-secret', Buffer.from('x')]]))).toThrow(`a backup needs its ${PGDATA_SECTION} section`);
  });
});

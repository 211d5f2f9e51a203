import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../domain/errors';

/**
 * The Squares backup file: one text line naming the format, one line of JSON (the manifest), then the
 * sections' bytes one after another. The manifest says when the backup was made, which migration the
 * database had reached, and each section's name, length and SHA-256, so a restore can refuse a file that
 * is not a Squares backup, is cut short or damaged, or comes from a newer version.
 */
export const BACKUP_MAGIC = 'SQUARES-BACKUP';
export const BACKUP_FORMAT = 1;
/** The PGlite data folder as PGlite's dumpDataDir('gzip') makes it (a gzipped tar). */
export const PGDATA_SECTION = 'pgdata.tar.gz';
/** The manifest line is small; a longer first stretch without a line break is not a backup. */
const MAX_MANIFEST_BYTES = 64 * 1024;

const sectionSchema = z.object({
  name: z.string().regex(/^[\w.-]+$/),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  /** How far the database's migrations had got: how many were applied and the last one's tag. */
  migrations: z.object({ applied: z.number().int().min(0), latest: z.string().nullable() }),
  sections: z.array(sectionSchema).min(1),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupSections = Map<string, Buffer>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function encodeBackup(info: Omit<BackupManifest, 'format' | 'sections'>, sections: BackupSections): Buffer {
  if (!sections.has(PGDATA_SECTION)) throw new Error(`a backup needs its ${PGDATA_SECTION} section`);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    ...info,
    sections: [...sections].map(([name, bytes]) => ({ name, bytes: bytes.length, sha256: sha256(bytes) })),
  };
  const head = Buffer.from(`${BACKUP_MAGIC} ${BACKUP_FORMAT}\n${JSON.stringify(manifestSchema.parse(manifest))}\n`);
  return Buffer.concat([head, ...sections.values()]);
}

const notABackup = (why: string) => new AppError('bad_request', `This is not a Squares backup file: ${why}.`);

/** Reads and checks a backup file: its format line, its manifest, and every section's length and checksum. */
export function decodeBackup(file: Buffer): { manifest: BackupManifest; sections: BackupSections } {
  const magic = `${BACKUP_MAGIC} `;
  if (file.subarray(0, magic.length).toString('latin1') !== magic) throw notABackup(`it does not start with "${BACKUP_MAGIC}"`);
  const firstBreak = file.indexOf(0x0a);
  const version = file.subarray(magic.length, firstBreak).toString('latin1');
  if (firstBreak < 0 || !/^\d+$/.test(version)) throw notABackup('its first line is damaged');
  if (Number(version) !== BACKUP_FORMAT) {
    throw new AppError('bad_request', `This backup has format ${version}; this version of Squares reads format ${BACKUP_FORMAT}.`);
  }
  const manifestEnd = file.indexOf(0x0a, firstBreak + 1);
  if (manifestEnd < 0 || manifestEnd - firstBreak > MAX_MANIFEST_BYTES) throw notABackup('its manifest line is missing');
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(file.subarray(firstBreak + 1, manifestEnd).toString('utf8')));
  } catch {
    throw notABackup('its manifest is damaged');
  }
  const sections: BackupSections = new Map();
  let offset = manifestEnd + 1;
  for (const section of manifest.sections) {
    const bytes = file.subarray(offset, offset + section.bytes);
    if (bytes.length < section.bytes) throw new AppError('bad_request', `The backup is cut short: its ${section.name} section is incomplete.`);
    if (sha256(bytes) !== section.sha256) throw new AppError('bad_request', `The backup is damaged: its ${section.name} section does not match its checksum.`);
    sections.set(section.name, bytes);
    offset += section.bytes;
  }
  if (offset !== file.length) throw new AppError('bad_request', `The backup has ${file.length - offset} bytes more than its manifest describes.`);
  if (!sections.has(PGDATA_SECTION)) throw notABackup(`it has no ${PGDATA_SECTION} section`);
  return { manifest, sections };
}

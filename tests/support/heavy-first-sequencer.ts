import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest (a minute or more each on 2 cores, measured), longest first. Vitest orders
 * files by the durations of the last run in its cache, and without a cache (a fresh clone, CI) by file
 * size, which starts short files of heavy work (the fuzz suite, the process tests) last, where one
 * stretches the end of the run while the other workers sit idle. These start first whatever the cache.
 */
const HEAVY_FIRST = [
  'tests/integration/payments.model.test.ts',
  'tests/integration/fuzz/openapi-fuzz.test.ts',
  'tests/integration/multi-process.test.ts',
  'tests/integration/payment-crash.test.ts',
  'tests/integration/server-process.test.ts',
  'tests/integration/refund-crash.test.ts',
];

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = HEAVY_FIRST.indexOf(path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/'));
      return index < 0 ? HEAVY_FIRST.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}

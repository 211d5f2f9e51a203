import { describe, expect, it } from 'vitest';
import { parseOpenFileLimit, readOpenFileLimit } from './open-file-limit';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            20000                40000                files
Max locked memory         8388608              8388608              bytes
`;

describe('the open-file limit', () => {
  it('is the soft limit of /proc/self/limits', () => {
    expect(parseOpenFileLimit(LIMITS)).toBe(20_000);
    expect(parseOpenFileLimit(LIMITS.replace('20000 ', 'unlimited'))).toBe(1_048_576);
  });

  it('is unknown when the file says nothing usable or cannot be read', () => {
    expect(parseOpenFileLimit('Max cpu time unlimited unlimited seconds')).toBeUndefined();
    expect(parseOpenFileLimit(LIMITS.replace('20000', 'lots'))).toBeUndefined();
    expect(
      readOpenFileLimit(() => {
        throw new Error('ENOENT: no /proc here');
      }),
    ).toBeUndefined();
  });

  it("reads this process's own on Linux", () => {
    if (process.platform !== 'linux') {
      console.log('not Linux: /proc/self/limits is not there to read');
      return;
    }
    expect(readOpenFileLimit()).toBeGreaterThan(0);
  });
});

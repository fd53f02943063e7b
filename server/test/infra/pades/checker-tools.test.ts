// A missing checker of signed PDFs fails a CI run, naming the tool, instead of letting the
// signing and verification suites pass without checking a single signed file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { absentTools, checkersFor } from './checker-tools.ts';

describe('the checkers of signed PDFs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('under CI=true a missing tool is an error that names it', () => {
    vi.stubEnv('CI', 'true');
    expect(() => checkersFor(['openssl', 'no-such-pdf-checker'])).toThrow(
      /Not installed: no-such-pdf-checker\./,
    );
  });

  it('outside CI a missing tool is reported, for the block to skip', () => {
    vi.stubEnv('CI', '');
    expect(checkersFor(['openssl', 'no-such-pdf-checker'])).toEqual(['no-such-pdf-checker']);
  });

  it('finds the tools that are there', () => {
    expect(absentTools(['sh'])).toEqual([]);
  });
});

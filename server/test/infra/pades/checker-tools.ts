// The independent checkers of signed PDFs (pdfsig, qpdf, certutil for pdfsig's trust store,
// openssl). Without them the signing, long-term-validation, OCSP and verification suites would
// skip every check of a signed file and still pass: under CI=true a missing checker fails the
// test file that needs it, naming the tool; a local run prints one warning line for the whole
// run (./checker-tools-setup.ts) and skips those blocks.
import { execFileSync } from 'node:child_process';

export const CHECKER_TOOLS = ['pdfsig', 'qpdf', 'certutil', 'openssl'] as const;

function installed(tool: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const INSTALL_HINT = 'apt-get install poppler-utils qpdf libnss3-tools openssl';

/** Which of `tools` are not on the PATH. */
export function absentTools(tools: readonly string[] = CHECKER_TOOLS): string[] {
  return tools.filter((tool) => !installed(tool));
}

/** The tools a test needs; under CI=true a missing one is an error, never a skip. */
export function checkersFor(tools: readonly string[]): string[] {
  const absent = absentTools(tools);
  if (absent.length && process.env.CI === 'true') {
    throw new Error(
      `Not installed: ${absent.join(', ')}. CI must not skip the independent checks of signed ` +
        `PDFs (${INSTALL_HINT})`,
    );
  }
  return absent;
}

// Vitest global setup: one warning line for a local run without the PDF checkers (the blocks
// that need them skip), and under CI=true a run that stops at once naming the missing tools.
import { absentTools, checkersFor, INSTALL_HINT } from './checker-tools.ts';

export default function setup() {
  checkersFor(absentTools());
  const absent = absentTools();
  if (absent.length) {
    console.warn(
      `Checks of signed PDFs skipped: ${absent.join(', ')} not installed (${INSTALL_HINT})`,
    );
  }
}

// The screens check alone (`npx tsx e2e/screens/main.ts`): builds the app like the suite does
// (SCREENS_SKIP_BUILD=1 reuses e2e/.dist), runs it against the Prism mock loop (the preview with
// MOCK_WORLD=1: real pictures, the named examples) and against the reference server, and takes
// the screenshots in English and German at both widths (SCREENS_SHOTS=0 leaves them out).
// SCREENS_ON=prism or SCREENS_ON=reference runs one server only.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp, startPreview, startPrism, stop } from '../lib/servers.ts';
import { referenceScreens } from './reference.ts';
import { screensCheck } from './screens.ts';
import { prismWorld } from './world.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
const shots = process.env.SCREENS_SHOTS !== '0';
const on = process.env.SCREENS_ON;
process.env.MOCK_WORLD = '1';
if (process.env.SCREENS_SKIP_BUILD !== '1') await buildApp(outDir);
const browser: Browser = await launch();
try {
  if (on !== 'reference') {
    const prism = await startPrism();
    const preview = await startPreview(outDir, prism.url).catch((error) => {
      stop(prism.child);
      throw error;
    });
    try {
      await screensCheck(browser, prismWorld(preview.url), { shots });
    } finally {
      stop(preview.child);
      stop(prism.child);
    }
  }
  if (on !== 'prism') await referenceScreens(browser, outDir, { shots });
} finally {
  await browser.close();
}
process.exit(summary());

// The screens check alone (`npx tsx e2e/screens/main.ts`): builds the app like the suite does
// (SCREENS_SKIP_BUILD=1 reuses e2e/.dist), starts the Prism mock and the preview as the mock loop
// (MOCK_WORLD=1), runs the check.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp, startPreview, startPrism, stop } from '../lib/servers.ts';
import { screensCheck } from './screens.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
// The preview is the mock loop: real pictures for page images, the named examples by id and filter.
process.env.MOCK_WORLD = '1';
const prism = await startPrism();
let preview: Awaited<ReturnType<typeof startPreview>> | undefined;
let browser: Browser | undefined;
try {
  if (process.env.SCREENS_SKIP_BUILD !== '1') await buildApp(outDir);
  preview = await startPreview(outDir, prism.url);
  browser = await launch();
  await screensCheck(browser, preview.url);
} finally {
  await browser?.close();
  if (preview) stop(preview.child);
  stop(prism.child);
}
process.exit(summary());

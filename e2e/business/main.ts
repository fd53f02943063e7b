// The business screens alone (`npx tsx e2e/business/main.ts`): the app built into e2e/.dist
// (`JOURNEY_SKIP_BUILD=1` reuses it) against the Prism mock.
import path from 'node:path';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp, startPreview, startPrism, stop } from '../lib/servers.ts';
import { businessScreens } from './screens.ts';

// The mock loop as the suite runs it (e2e/run.ts): real pictures (the company logo) and the
// named examples.
process.env.MOCK_WORLD = '1';
const outDir = path.resolve(import.meta.dirname, '../.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1') await buildApp(outDir);
const prism = await startPrism();
const preview = await startPreview(outDir, prism.url);
const browser = await launch();
try {
  await businessScreens(browser, preview.url);
} finally {
  await browser.close();
  stop(preview.child);
  stop(prism.child);
}
process.exit(summary());

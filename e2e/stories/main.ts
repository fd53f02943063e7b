// The customer stories alone (`npx tsx e2e/stories/main.ts`): builds the app into e2e/.dist like
// the suite (`JOURNEY_SKIP_BUILD=1` reuses it), then runs every story against the reference server.
import path from 'node:path';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp } from '../lib/servers.ts';
import { customerStories } from './stories.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1') await buildApp(outDir);
const browser = await launch();
try {
  await customerStories(browser, outDir);
} finally {
  await browser.close();
}
process.exit(summary());

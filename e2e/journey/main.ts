// The journey alone (`npx tsx e2e/journey/main.ts`): builds the app like the suite does, then
// runs it against the reference server. `npm run test:e2e` runs it after the Prism checks.
import path from 'node:path';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp } from '../lib/servers.ts';
import { realServerJourney } from './journey.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1') await buildApp(outDir);
const browser = await launch();
try {
  await realServerJourney(browser, outDir);
} finally {
  await browser.close();
}
process.exit(summary());

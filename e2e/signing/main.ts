// The signing journeys alone (`npx tsx e2e/signing/main.ts`): builds the app like
// the suite does (JOURNEY_SKIP_BUILD=1 reuses e2e/.dist), then runs them against the reference
// server. `npm run test:e2e` runs them after the first journey.
import path from 'node:path';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp } from '../lib/servers.ts';
import { signingJourneys } from './signing-journeys.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1') await buildApp(outDir);
const browser = await launch();
try {
  await signingJourneys(browser, outDir);
} finally {
  await browser.close();
}
process.exit(summary());

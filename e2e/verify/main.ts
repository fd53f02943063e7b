// The verification journey alone (`npx tsx e2e/verify/main.ts`; JOURNEY_SKIP_BUILD=1 reuses the
// build in e2e/.dist). `npm run test:e2e` runs it with the others.
import path from 'node:path';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp } from '../lib/servers.ts';
import { verifyJourney } from './journey.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1') await buildApp(outDir);
const browser = await launch();
try {
  await verifyJourney(browser, outDir);
} finally {
  await browser.close();
}
process.exit(summary());

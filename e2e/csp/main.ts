// The content-security-policy journey alone (`npx tsx e2e/csp/main.ts`): builds the app like the
// suite does (JOURNEY_SKIP_BUILD=1 reuses e2e/.dist), then runs it against the reference server.
import path from 'node:path';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp } from '../lib/servers.ts';
import { cspJourney } from './journey.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1') await buildApp(outDir);
const browser = await launch();
try {
  await cspJourney(browser, outDir);
} finally {
  await browser.close();
}
process.exit(summary());

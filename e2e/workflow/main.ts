// The workflow journey alone (`npx tsx e2e/workflow/main.ts`; JOURNEY_SKIP_BUILD=1 reuses the
// build in e2e/.dist): a sequential request with an observer and an expiry.
import path from 'node:path';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp } from '../lib/servers.ts';
import { workflowJourney } from './workflow-journey.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1') await buildApp(outDir);
const browser = await launch();
try {
  await workflowJourney(browser, outDir);
} finally {
  await browser.close();
}
process.exit(summary());

// The combined webhooks-and-workflow journey alone (`npx tsx e2e/webhooks/combined-main.ts`;
// JOURNEY_SKIP_BUILD=1 reuses the build in e2e/.dist): the workflow and webhooks as one story.
import path from 'node:path';
import { launch } from '../lib/browser.ts';
import { summary } from '../lib/report.ts';
import { buildApp } from '../lib/servers.ts';
import { combinedWebhooksJourney } from './combined-journey.ts';

const outDir = path.resolve(import.meta.dirname, '../.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1') await buildApp(outDir);
const browser = await launch();
try {
  await combinedWebhooksJourney(browser, outDir);
} finally {
  await browser.close();
}
process.exit(summary());

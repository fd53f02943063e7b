// The frontend budgets alone (`npx tsx e2e/budgets-main.ts`): builds the app like the suite does
// (JOURNEY_SKIP_BUILD=1 reuses e2e/.dist), then measures it served by the compiled server.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { summary } from './lib/report.ts';
import { buildApp, freePort } from './lib/servers.ts';
import { frontendBudgets } from './budgets.ts';

// BUDGETS_APP_DIR: measure a build elsewhere (it is not rebuilt).
const outDir = process.env.BUDGETS_APP_DIR ?? path.resolve(import.meta.dirname, '.dist');
if (process.env.JOURNEY_SKIP_BUILD !== '1' && !process.env.BUDGETS_APP_DIR) await buildApp(outDir);
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
});
try {
  await frontendBudgets(browser, outDir, port);
} finally {
  await browser.close();
}
process.exit(summary());

// The browser suite: against Prism and the built app it visits every route of
// the product as the right visitor, checks the page title and that no console error was raised,
// the 404 page for a wrong role and a bad slug, the login redirect and restore and a language
// switch, and takes a screenshot of each route into e2e/screenshots/ (not committed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROUTES } from '../src/lib/navigation/route-table.ts';
import { launch, serveExampleImages, settle, watchErrors } from './lib/browser.ts';
import { logIn, openDirectLink, screenshot, visit } from './lib/flows.ts';
import { check, summary } from './lib/report.ts';
import { buildApp, startPreview, startPrism, stop } from './lib/servers.ts';
import { visitFor, type Visitor } from './lib/visits.ts';
import { extraChecks } from './extra-checks.ts';
import { loginScriptSize } from './login-size.ts';
import { frontendBudgets } from './budgets.ts';
import { billingJourney } from './billing/journey.ts';
import { businessJourney } from './business/journey.ts';
import { integrationsJourney } from './integrations/journey.ts';
import { businessScreens } from './business/screens.ts';
import { realServerJourney } from './journey/journey.ts';
import { lightLoginJourney } from './light-login/journey.ts';
import { webhooksJourney } from './webhooks/journey.ts';
import { combinedWebhooksJourney } from './webhooks/combined-journey.ts';
import { ssoJourney } from './sso/journey.ts';
import { referenceScreens } from './screens/reference.ts';
import { verifyJourney } from './verify/journey.ts';
import { workflowJourney } from './workflow/workflow-journey.ts';
import { screensCheck } from './screens/screens.ts';
import { prismWorld } from './screens/world.ts';
import { signingJourneys } from './signing/signing-journeys.ts';
import { identificationJourney } from './identification/journey.ts';
import { customerStories } from './stories/stories.ts';
import { cspJourney } from './csp/journey.ts';

const root = path.resolve(import.meta.dirname, '..');
const titles = JSON.parse(readFileSync(path.join(root, 'locales/en-gb/routes.json'), 'utf8'));
const PRODUCT = 'Signing Service';
const expectedTitle = (key: string) => `${titles[key]} - ${PRODUCT}`;

async function contextFor(browser: Browser, base: string, visitor: Visitor) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  await serveExampleImages(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  if (visitor === 'anna') {
    await page.goto(`${base}/login`);
    await settle(page);
    await logIn(page);
  } else if (visitor === 'nas') {
    await openDirectLink(page, base);
  }
  errors.length = 0;
  return { context, page, errors };
}

async function visitAll(browser: Browser, base: string) {
  const visits = ROUTES.map(visitFor);
  // /logout ends anna's session: visit it last.
  visits.sort((a, b) => Number(a.entry.path === '/logout') - Number(b.entry.path === '/logout'));
  for (const visitor of ['anonymous', 'anna', 'nas'] as const) {
    const { context, page, errors } = await contextFor(browser, base, visitor);
    for (const target of visits.filter((v) => v.visitor === visitor)) {
      errors.length = 0;
      const seen = await visit(page, base, target).catch((error: Error) => ({
        pathname: '?',
        search: '',
        title: error.message,
        notFound: null,
      }));
      await screenshot(page, `${visitor}${target.entry.path}`);
      const name = `${target.entry.path} as ${visitor}`;
      check(
        `${name}: lands on ${target.expectPath}`,
        seen.pathname === target.expectPath,
        `at ${seen.pathname}${seen.search}`,
      );
      check(
        `${name}: title`,
        seen.title ===
          expectedTitle(target.expectNotFound ? (target.entry.title ?? '') : target.expectTitle) ||
          (target.expectNotFound === true && seen.notFound !== null),
        `title "${seen.title}"`,
      );
      if (target.expectNotFound) {
        check(
          `${name}: Page Not Found`,
          seen.notFound?.includes(`Page Not Found: ${target.expectPath}`) === true,
          `shown: ${seen.notFound}`,
        );
      }
      check(`${name}: no console error`, errors.length === 0, errors.join(' | '));
    }
    await context.close();
  }
}

async function main(): Promise<number> {
  const outDir = path.join(root, 'e2e/.dist');
  // The preview is the mock loop a frontend developer uses (`npm run start:mock`): real pictures
  // for page and signature images, the named examples by id and filter.
  process.env.MOCK_WORLD = '1';
  const prism = await startPrism();
  let preview: Awaited<ReturnType<typeof startPreview>> | undefined;
  let browser: Browser | undefined;
  try {
    await buildApp(outDir);
    preview = await startPreview(outDir, prism.url);
    browser = await launch();
    await visitAll(browser, preview.url);
    await extraChecks(browser, preview.url);
    // Every screen a product screen (e2e/screens/), on the mock loop here and on the
    // reference server below; the screenshots in both languages come from its own runner.
    await screensCheck(browser, prismWorld(preview.url), { shots: false });
    // The business screens in English and German at 1280 and 390 px: heading, no sideways
    // scroll, axe, and the members list with long addresses (e2e/business/screens.ts).
    await businessScreens(browser, preview.url);
    // The mission against the real reference server, with the same build (e2e/journey/).
    await realServerJourney(browser, outDir);
    // The light first screen of /login (e2e/light-login/): no full-app
    // libraries, the page checks at 390 and 1280 px, the in-page hand-over to the full app.
    await lightLoginJourney(browser, outDir);
    // Webhooks against the reference server (e2e/webhooks/): an admin registers
    // one and sees a test delivery in its log.
    await webhooksJourney(browser, outDir);
    // Single sign-on through a local OpenID provider, from the login page to the dashboard
    // (e2e/sso/).
    await ssoJourney(browser, outDir);
    // The screens check again, on the reference server with its world made through the API.
    await referenceScreens(browser, outDir, { shots: false });
    // Public verification of a document signed through the API, and of a tampered copy.
    await verifyJourney(browser, outDir);
    // Signing order, observers and expiry (e2e/workflow/).
    await workflowJourney(browser, outDir);
    // The workflow and webhooks as one story (e2e/webhooks/combined-journey.ts): an admin's webhook and API user,
    // the ERP's sequential request with an observer and an expiry, both signers in the browser.
    await combinedWebhooksJourney(browser, outDir);
    // Billing against the reference server's sandbox payment provider (e2e/billing/).
    await billingJourney(browser, outDir);
    // The integrations (e2e/integrations/): the API reference page on both servers.
    await integrationsJourney(browser, outDir);
    // The signing experience (e2e/signing/): placement, review, drawn signature, TAN,
    // an unconfirmed account refused and confirmed.
    await signingJourneys(browser, outDir);
    // Identification in the browser (e2e/identification/): eidas video and
    // zertes auto through the sandbox provider, then a qualified signature with the step-up.
    await identificationJourney(browser, outDir);
    // Every route and every form under the strict content security policy, on the reference
    // server that sends it: any violation fails (e2e/csp/).
    await cspJourney(browser, outDir);
    // The JavaScript budgets of the first screens, served by the real server (e2e/budgets.ts;
    // Lighthouse runs in its standalone runner, e2e/budgets-main.ts).
    await frontendBudgets(browser, outDir);
    // The business area against the reference server (e2e/business/).
    await businessJourney(browser, outDir);
    // The customer stories (e2e/stories/): the business customer's whole story,
    // an external signer on a phone, a German-speaking admin, an invited person with an account,
    // by roles, labels and the locales' texts, each step screenshotted and checked.
    await customerStories(browser, outDir);
    const size = await loginScriptSize(browser, preview.url, outDir);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `\nlogin route JavaScript: ${size.files} files, ${kb(size.raw)}, ${kb(size.gzip)} gzip`,
    );
  } finally {
    await browser?.close();
    if (preview) stop(preview.child);
    stop(prism.child);
  }
  return summary();
}

process.exit(await main());

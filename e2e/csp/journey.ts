// Every route under the strict content security policy (script-src 'self', no 'unsafe-eval'): the
// reference server, which sends the policy, with the built app and the screens check's world
// made through its API; every route of the route table visited as the right visitor, every
// schema form on it submitted invalid (and the ones a button opens, opened), and any violation
// the browser reports fails the route. At the end every operation the app's forms render must
// have had its validators run, with their errors shown.
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../../src/lib/navigation/route-table.ts';
import { logInAs } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { check } from '../lib/report.ts';
import { visitFor, type Visitor } from '../lib/visits.ts';
import { latestMail, linkIn } from '../journey/mailbox.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { referenceWorld } from '../screens/reference-world.ts';
import { urlIn, type ScreensWorld } from '../screens/world.ts';
import { FORM_OPENERS, formAppears, formOperations, submitInvalidForms } from './forms.ts';
import { watchPolicyViolations, type ViolationLog } from './violations.ts';

const VISITORS = ['anonymous', 'anna', 'nas'] as const;

/** The routes a visitor opens, /logout (which ends anna's session) last. */
function pathsOf(visitor: Visitor): string[] {
  return ROUTES.map(visitFor)
    .filter((visit) => visit.visitor === visitor)
    .map((visit) => visit.entry.path)
    .sort((a, b) => Number(a === '/logout') - Number(b === '/logout'));
}

/**
 * The address of /password-reset/new as the reset mail gives it (its form needs the mailed
 * token), asked for anna's account through the API.
 */
async function passwordResetLink(world: ScreensWorld): Promise<string> {
  const response = await fetch(`${world.base}/v1/request-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: world.anna.email }),
  });
  if (!response.ok) throw new Error(`POST /v1/request-reset answered ${response.status}`);
  const link = linkIn(await latestMail(world.base, world.anna.email), '/password-reset/new');
  if (!link) throw new Error('no /password-reset/new link mailed to anna');
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The forms of the page and those its buttons open, submitted invalid; what each showed. */
async function exerciseForms(
  page: Page,
  where: string,
  validated: Map<string, string>,
): Promise<void> {
  const record = (results: Awaited<ReturnType<typeof submitInvalidForms>>, on: string) => {
    for (const { operation, invalidFields } of results) {
      check(
        `csp: the ${operation} form on ${on} shows the errors its validators found`,
        invalidFields > 0,
        'no field was marked invalid after the invalid submit',
      );
      if (invalidFields > 0 && !validated.has(operation)) validated.set(operation, on);
    }
  };
  record(await submitInvalidForms(page, new Set(validated.keys())), where);
  for (const opener of FORM_OPENERS) {
    if (!(await opener.trigger(page).first().isVisible())) continue;
    const before = await page.locator('[data-schema-form]').count();
    const opened = await opener.open(page).then(
      () => '',
      (error: Error) => error.message,
    );
    check(`csp: ${opener.name} opens on ${where}`, opened === '', opened);
    if (opened) continue;
    await formAppears(page, before);
    record(await submitInvalidForms(page, new Set(validated.keys())), `${where} (${opener.name})`);
    await page.keyboard.press('Escape');
  }
}

async function visitAs(
  browser: Browser,
  world: ScreensWorld,
  visitor: Visitor,
  validated: Map<string, string>,
  addresses: Record<string, string>,
): Promise<number> {
  // No bypassCSP: the page lives under the policy the server sends.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  const page = await context.newPage();
  const violations: ViolationLog = await watchPolicyViolations(context, page);
  let visited = 0;
  try {
    if (visitor === 'anna') await logInAs(page, world.base, world.anna, { terms: 'accept' });
    if (visitor === 'nas') {
      await page.goto(world.base + world.directLink);
      await settle(page);
    }
    const entry = violations.take();
    check(
      `csp: signing in as ${visitor} reports no violation`,
      entry.length === 0,
      entry.join('\n    '),
    );
    for (const path of pathsOf(visitor)) {
      const url = addresses[path] ?? urlIn(world, path);
      await page.goto(world.base + url);
      await settle(page);
      const where = `${path} as ${visitor}`;
      if (path !== '/logout') await exerciseForms(page, where, validated);
      await page.waitForTimeout(200);
      const found = violations.take();
      visited += 1;
      check(`csp: ${where} reports no violation`, found.length === 0, found.join('\n    '));
    }
  } finally {
    await context.close();
  }
  return visited;
}

export async function cspJourney(browser: Browser, appDir: string): Promise<void> {
  const server = await startReferenceServer(appDir);
  try {
    const policy = (await fetch(`${server.url}/login`)).headers.get('content-security-policy');
    check(
      "csp: the server's policy runs scripts of its own origin only, no eval",
      /(^|; )script-src 'self'(;|$)/.test(policy ?? ''),
      `Content-Security-Policy: ${policy}`,
    );
    const world = await referenceWorld(server.url);
    const addresses = { '/password-reset/new': await passwordResetLink(world) };
    const validated = new Map<string, string>();
    let visited = 0;
    for (const visitor of VISITORS)
      visited += await visitAs(browser, world, visitor, validated, addresses);
    const expected = formOperations();
    const missed = expected.filter((operation) => !validated.has(operation));
    check(
      `csp: the validators of all ${expected.length} forms of the app ran under the policy`,
      missed.length === 0,
      `not reached: ${missed.join(', ')}`,
    );
    console.log(
      `\ncsp: ${visited} routes visited, ${validated.size} forms validated:\n` +
        [...validated].map(([operation, where]) => `  ${operation} on ${where}`).join('\n'),
    );
  } finally {
    await stopReferenceServer(server);
  }
}

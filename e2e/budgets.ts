// Frontend budgets against the built app served by the real server (compiled, with its
// compression): the JavaScript each first screen loads — /login, /dashboard, /view/{id} and a
// direct-sign link — counted as the gzip bytes a browser downloads, and Lighthouse 12.2.3's mobile
// performance score of each beside a React hello world's served by the same server, in three
// rounds (lighthouseRounds; the signed-in screens get theirs in a browser whose tabs start with the
// session, signedInLighthouse). The goal, a screen's median at least 0.95× the reference's, is not
// met yet (0.60-0.91× at a load of 20: the main thread's work, see below), so the rounds report it
// and fail only with BUDGETS_LIGHTHOUSE_ENFORCE=1; the bytes are enforced.
//
// A route over its enforced limit fails the check (BUDGETS_ENFORCE=0 only reports, for local
// experiments). The issue's targets are /login ≤ 150 KB and the others ≤ 250 KB gzip; the limits
// enforced are the issue's where a route keeps it, else what this stack reaches today, a ratchet a
// few KB above the measured figures, so any growth fails and any cut can lower them:
// - /login: 110.6 KB measured (was 313.7; 0.3 KB of it the full app's texts chunk, which the
//   light login shares), limit 150; Lighthouse mobile 96-98 (FCP 1.7-1.8 s, LCP 2.0-2.2 s, TBT
//   20-130 ms), 73-75 while the machine ran at a load of 17 (TBT ~1 s).
//   A fresh /login boots a light app (src/app/entry.ts → main.tsx → light-login.tsx): the `boot` chunk
//   (React DOM, i18next, the session, API client and locale rules: 90.6 KB, most of it React DOM),
//   the login screen in plain HTML with its schema-driven form over the generated schema and
//   standalone validator (login-screen, light-schema-form, problem-errors: ~9 KB) and the four
//   namespaces it shows; no Chakra, router or queries. Leaving the screen starts the full app in
//   the same page; the full app's own /login renders the same screen.
// - /dashboard, /view and direct-sign: the issue's 250 KB is met on /dashboard and direct-sign
//   (limits 244, 250.5 and 236 KB; measured 240.7, 248.7 and 232.9 after the footer, the theme's
//   card recipes and the one signing step's link guard came; then 243.0, 250.0 and 233.2 once the
//   dashboard's list showed cards and a sort bar on phones and the dialogs and overlays became
//   typed handles — the table's checkbox and the signing answers now load when needed). /view
//   stood at the target, within 0.05 KB, until the problem catalogue loaded only for a refusal
//   and the user-guidance and referral code only in a build configured for them: limits 243, 248
//   and 234 KB for 241.8, 246.9 and 232.0.
//   Each loads `boot` and the full app's `framework` (router, queries, Emotion, Chakra's styling
//   core and the app's recipes: 83 KB), the route tree (`routes`) and only what the first
//   screen shows: code a person has to ask for loads when they reach for it, not on idle (this
//   check counts everything loaded until the network is quiet) — a dashboard row's menu, the
//   signing review and its calls, the step-up form (src/lib/load-on-intent.tsx). The signed-in
//   screens are measured for an account that accepted the terms, and again for one that did not,
//   as a new account: the accept-terms gate's dialog then opens over them. It brought Chakra's
//   dialog and checkbox machines with the other gate dialogs (268.3 and 282.6 KB); on the
//   browser's <dialog> in a module of its own it adds under 3 KB with its texts (244.7 and
//   249.8 KB), within the issue's 250 KB, which that check enforces.
//   The page paints its first frame before any script runs: under the product bar, the bar and a
//   spinner in plain HTML and CSS (server/src/plugins/boot-shell.ts; checked below with scripts
//   blocked), with the app's global CSS made at build time (scripts/app-global-css.ts; checked
//   below). The page names every script of its first screen (modulepreload,
//   scripts/route-preloads.ts), and they are few: the build groups what the first screens load
//   beside their own code by screen (scripts/first-screen-chunks.ts) and their texts in two
//   chunks per language — /dashboard and /view 16 scripts each (were 35), a number checked below.
//   Right after the first paint the entry starts the first screen's API calls and texts
//   (src/app/early-start.ts), which travel while the scripts download, then the app; it renders
//   the first screen once, in a transition; the server clock and the invitation question wait
//   until the screen is shown (src/lib/when-idle.ts).
//   Lighthouse's mobile simulation (150 ms round trips, 1.6 Mbit/s shared evenly by the requests
//   in flight, 4× CPU; BUDGETS_LANTERN=1 prints it) then ends the first screen's scripts at about
//   2.6 s and puts LCP at 2.6-2.8 s; TBT 10-180 ms. Its FCP estimate is 0.7-1.0 s when the page's
//   observed first paint came before the local server had sent the preloaded scripts and 1.7-2.5 s
//   when it came after (it then counts every script that finished before the paint as needed for
//   it), which decides between 92-94 and 95-97.
//   Beside the reference (React's hello world on the same server, same rounds: 95-100, TBT
//   0-240 ms) the signed-in screens and direct-sign stay at 0.6-0.75× on a machine at a load of
//   15-24 (TBT 1-12 s), /login at 0.88-0.91×: the gap is main-thread work, not bytes. A CPU
//   profile of /dashboard at 4× (BUDGETS_PROFILE_DIR) shows where: building Chakra's system
//   (createSystem, two thirds of it the token dictionary) and the router's first load with its
//   texts, each one task of 0.4-0.65 s, then React's render and commit of the screen in tasks of
//   0.1-0.75 s — in a transition, yet each longer than Lighthouse's 50 ms.
// BUDGETS_DETAIL=1 lists each route's biggest scripts, its paints (LCP element) and requests, and
// Lighthouse's Speed Index, main-thread breakdown, costliest scripts and long tasks.
// For local experiments: BUDGETS_ROUTES=dashboard,view (only those), BUDGETS_LIGHTHOUSE=0 (bytes
// only), BUDGETS_LHR_DIR / BUDGETS_PROFILE_DIR / BUDGETS_TRACE_DIR / BUDGETS_SHOTS_DIR=<folder>
// (Lighthouse's reports and traces; a CPU profile or a trace of each load at 4× CPU; screenshots),
// BUDGETS_LANTERN=1 (Lighthouse's simulated load, request by request: e2e/lib/lantern-timeline.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildServerIfNeeded, serverEntry } from '../scripts/build-server.mjs';
import { createLinkKeys } from '../server/src/security/link-keys.ts';
import { freshDatabase, HEAVY, LIGHT, seedWorld } from '../bench/lib/world.ts';
import { settle } from './lib/browser.ts';
import { lanternTimeline } from './lib/lantern-timeline.ts';
import { REFERENCE_PAGE_PATH, withReferencePage } from './lib/reference-page.ts';
import { check } from './lib/report.ts';

const root = path.resolve(import.meta.dirname, '..');
const KB = 1024;
const LINK_SECRET = 'budget-check-link-secret-0123456789abcdef';

export interface RouteBudget {
  name: string;
  path: string;
  /** Enforced: the check fails above it. */
  limitKb: number;
  /** The issue's budget, printed beside the measure. */
  targetKb: number;
  /**
   * Enforced: most scripts the screen may load (scripts/first-screen-chunks.ts: on HTTP/1.1 each
   * one more queues on six connections and holds a share of the bandwidth while it does).
   */
  maxFiles: number;
  gzipKb: number;
  files: number;
  wireKb: number;
  lighthouse?: number;
  /** FCP, LCP and TBT as Lighthouse measured them. */
  lighthouseMetrics?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The scripts a route loads until the network is quiet: gzip size of each, and bytes on the wire. */
async function scriptsOf(
  browser: Browser,
  base: string,
  route: string,
  appDir: string,
  /** The signed-in screens' session: the account that accepted the terms unless told. */
  token = HEAVY.token,
): Promise<{ files: number; gzip: number; wire: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(
    ([token]) =>
      sessionStorage.setItem(
        'session',
        JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }),
      ),
    [route.startsWith('/login') || route.startsWith('/direct-sign') ? '' : token],
  );
  // The paints of the load (BUDGETS_DETAIL=1): first contentful paint, each largest contentful
  // paint candidate and its element — what the first screen waits for.
  // (A string: a function would be transpiled with helpers the page does not have.)
  await context.addInitScript(`
    const paints = (window.paints = []);
    const describe = (node) =>
      node ? '<' + node.tagName.toLowerCase() + '> "' + (node.textContent || '').trim().slice(0, 40) + '"' : '?';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        paints.push('lcp ' + Math.round(entry.startTime) + ' ms ' + describe(entry.element) + ' size ' + entry.size + (entry.url ? ' ' + entry.url : ''));
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.name + ' ' + Math.round(entry.startTime) + ' ms');
    }).observe({ type: 'paint', buffered: true });
  `);
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes();
    scripts.set(new URL(response.url()).pathname, sizes.responseBodySize);
  });
  // BUDGETS_PROFILE_DIR=<folder>: a CPU profile of the route's load, 4× slower as Lighthouse's
  // mobile runs are (open it in the browser's performance panel, or sum it by function).
  const profileDir = process.env.BUDGETS_PROFILE_DIR;
  const cdp =
    profileDir || process.env.BUDGETS_TRACE_DIR ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  if (cdp && profileDir) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const tracing = process.env.BUDGETS_TRACE_DIR;
  if (tracing) {
    await browser.startTracing(page, {
      path: path.join(tracing, `${route.split('/')[1] || 'root'}.trace.json`),
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
      ],
    });
  }
  await page.goto(`${base}${route}`);
  await settle(page);
  await page.waitForTimeout(500);
  if (route !== '/login') await globalCssFromPage(page, route);
  // The screen replaced the first frame the page painted (server/src/plugins/boot-shell.ts).
  check(
    `${route}: the rendered screen replaced the first frame`,
    (await page.locator('.boot-shell').count()) === 0,
  );
  // BUDGETS_SHOTS_DIR=<folder>: what the measured screen showed, at the phone's 390 px.
  if (process.env.BUDGETS_SHOTS_DIR) {
    const name = `${route.split('/')[1] || 'root'}${token === HEAVY.token ? '' : '-terms'}`;
    await page.screenshot({ path: path.join(process.env.BUDGETS_SHOTS_DIR, `${name}.png`) });
  }
  if (process.env.BUDGETS_DETAIL === '1') {
    for (const paint of await page.evaluate(
      () => (window as unknown as { paints: string[] }).paints,
    ))
      console.log(`  paint: ${paint}`);
    // Every request of the load by kind: on HTTP/1.1 a phone has six connections to the server,
    // so the number of requests before the first paint counts, not only their bytes.
    const kinds = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (entry) =>
            `${(entry as PerformanceResourceTiming).initiatorType} ${Math.round(entry.startTime)} ${entry.name.replace(location.origin, '')}`,
        ),
    );
    for (const kind of kinds) console.log(`  request: ${kind}`);
  }
  if (tracing) await browser.stopTracing();
  if (cdp && profileDir) {
    const { profile } = await cdp.send('Profiler.stop');
    const name = `${route.split('/')[1] || 'root'}${token === HEAVY.token ? '' : '-terms'}`;
    writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
  }
  await context.close();
  let gzip = 0;
  let wire = 0;
  const sizes: [string, number][] = [];
  for (const [script, onWire] of scripts) {
    const size = gzipSync(readFileSync(path.join(appDir, script))).length;
    sizes.push([script, size]);
    gzip += size;
    wire += onWire;
  }
  // BUDGETS_DETAIL=1 lists the route's biggest scripts: where a budget goes.
  if (process.env.BUDGETS_DETAIL === '1') {
    for (const [script, size] of sizes.sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${(size / KB).toFixed(1).padStart(6)} KB  ${script}`);
  }
  return { files: scripts.size, gzip, wire };
}

/** Lighthouse's mobile performance score, with the metrics that make it (what to work on next). */
async function lighthouseScore(url: string, port: number): Promise<LighthouseRun | undefined> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  const score = result?.lhr.categories.performance?.score;
  if (score === null || score === undefined) return undefined;
  const labels = {
    'first-contentful-paint': 'FCP',
    'largest-contentful-paint': 'LCP',
    'total-blocking-time': 'TBT',
  };
  const metrics = Object.entries(labels)
    .map(([id, label]) => `${label} ${result?.lhr.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  if (process.env.BUDGETS_DETAIL === '1' && result) lighthouseDetail(result.lhr);
  if (process.env.BUDGETS_LANTERN === '1') {
    for (const label of ['FirstContentfulPaint', 'LargestContentfulPaint'])
      for (const kind of ['optimistic', 'pessimistic'])
        console.log(lanternTimeline(`${kind}${label}`).join('\n'));
  }
  if (process.env.BUDGETS_LHR_DIR && result) {
    const name = new URL(url).pathname.split('/')[1] || 'root';
    writeFileSync(
      path.join(process.env.BUDGETS_LHR_DIR, `${name}.json`),
      JSON.stringify(result.lhr),
    );
    // The page's own trace as Lighthouse recorded it (unthrottled; the simulation scales it).
    writeFileSync(
      path.join(process.env.BUDGETS_LHR_DIR, `${name}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  const tbtMs = Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? NaN);
  return { score: Math.round(score * 100), tbtMs, metrics };
}

/** One Lighthouse run: the mobile performance score, its total blocking time and its metrics. */
interface LighthouseRun {
  score: number;
  tbtMs: number;
  metrics: string;
}

type Lhr = { audits: Record<string, { displayValue?: string; details?: unknown }> };
type Items = { items?: Record<string, unknown>[] };

/**
 * BUDGETS_DETAIL=1: where the score goes — Speed Index, the main thread's work by kind, the
 * scripts that cost most to evaluate, the long tasks, and the largest contentful paint's element.
 */
function lighthouseDetail(lhr: Lhr) {
  const items = (id: string) => (lhr.audits[id]?.details as Items | undefined)?.items ?? [];
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  console.log(`  SI ${lhr.audits['speed-index']?.displayValue ?? '?'}`);
  const work = items('mainthread-work-breakdown')
    .map((item) => `${String(item.groupLabel)} ${ms(item.duration)}`)
    .join(', ');
  console.log(`  main thread: ${work}`);
  for (const item of items('bootup-time').slice(0, 6))
    console.log(
      `  bootup ${ms(item.total)} (script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})  ${String(item.url)}`,
    );
  for (const item of items('long-tasks').slice(0, 8))
    console.log(`  long task ${ms(item.duration)} at ${ms(item.startTime)}  ${String(item.url)}`);
  const lcp = items('largest-contentful-paint-element');
  const element = (lcp[0] as Items | undefined)?.items?.[0]?.node as
    { snippet?: string } | undefined;
  const phases = ((lcp[1] as Items | undefined)?.items ?? [])
    .map((phase) => `${String(phase.phase)} ${ms(phase.timing)}`)
    .join(', ');
  console.log(`  LCP element ${element?.snippet ?? '?'} (${phases})`);
}

/**
 * A browser Lighthouse can drive (it needs a remote-debugging port): the caller's when it was
 * launched with one, else one of our own for the time of the check.
 */
async function lighthouseBrowser(debuggingPort?: number) {
  if (debuggingPort) return { port: debuggingPort, close: async () => {} };
  const port = await freePort();
  const own = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
  });
  return { port, close: () => own.close() };
}

/**
 * Lighthouse on a signed-in first screen. Lighthouse opens its own tab and the session lives in
 * that tab's session storage, so the run gets a browser of its own whose pages (Lighthouse's tab
 * too) start with the session already stored, before the app's first script.
 */
async function signedInLighthouse(url: string, token: string) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'budgets-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
  });
  try {
    await context.addInitScript(
      ([stored]) =>
        sessionStorage.setItem(
          'session',
          JSON.stringify({ token: stored, expiresAt: Date.now() + 3_600_000 }),
        ),
      [token],
    );
    return await lighthouseScore(url, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The app's global CSS came with the page (scripts/app-global-css.ts): the page's style element
 * holds the reset, global styles and tokens (a block per layer), Emotion inserted none of its own but the layers'
 * order, and the theme's tokens and the body's colours apply.
 */
async function globalCssFromPage(page: Page, route: string) {
  // No named functions inside: the page has no `__name` helper the test runner's transform adds.
  const seen = await page.evaluate(
    (selectors) => {
      const [inPage, byEmotion] = selectors.map((selector) =>
        Array.from(document.querySelectorAll<HTMLStyleElement>(selector)).flatMap((element) =>
          Array.from(element.sheet?.cssRules ?? []).map((rule) => rule.cssText),
        ),
      );
      return {
        inPage: inPage.map((rule) => rule.split('{')[0].trim()),
        byEmotion,
        brand: getComputedStyle(document.documentElement)
          .getPropertyValue('--chakra-colors-brand-500')
          .trim(),
        body: getComputedStyle(document.body).backgroundColor,
      };
    },
    ['style[data-app-global-css]', 'style[data-emotion="css-global"]'],
  );
  check(
    `${route}: the global CSS came with the page, not from the app`,
    ['@layer reset', '@layer base', '@layer tokens'].every((layer) =>
      seen.inPage.includes(layer),
    ) &&
      seen.byEmotion.every((rule) => rule.startsWith('@layer') && !rule.includes('{')) &&
      seen.brand === '#1f5fd6' &&
      seen.body === 'rgb(250, 250, 250)',
    JSON.stringify({ ...seen, byEmotion: seen.byEmotion.length }),
  );
}

/**
 * What the page paints before any script runs: under the product bar, the bar with the product
 * name and a spinner (server/src/plugins/boot-shell.ts); on /login, nothing (the light login's
 * layout has no bar).
 */
async function firstFrame(browser: Browser, base: string, route: string, withBar: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.route('**/*.js', (request) => request.abort());
    await page.goto(`${base}${route}`);
    const bar = page.locator('#root .boot-shell header');
    const shown = withBar
      ? (await bar.textContent()) === 'Signing Service' && (await bar.isVisible())
      : (await bar.count()) === 0;
    check(`${route}: the first frame ${withBar ? 'shows the product bar' : 'has no bar'}`, shown);
  } finally {
    await context.close();
  }
}

/** Lighthouse's rounds (BUDGETS_ROUNDS, default 3): each measures the reference, then each screen. */
const ROUNDS = Number(process.env.BUDGETS_ROUNDS ?? 3);

/** The issue's goal: a first screen's median score at least this share of the reference's. */
const MIN_SHARE_OF_REFERENCE = 0.95;
/** Whether a screen under that share fails the check, or is reported only (not met yet). */
const LIGHTHOUSE_ENFORCED = process.env.BUDGETS_LIGHTHOUSE_ENFORCE === '1';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The machine's load while a figure was taken: every figure here depends on it. */
const load = () => `load ${loadavg()[0].toFixed(1)}`;

/** Runs the budgets against `appDir` (a vite build) served by the compiled server. */
export async function frontendBudgets(browser: Browser, appDir: string, debuggingPort?: number) {
  await buildServerIfNeeded();
  const lighthouseTarget = await lighthouseBrowser(debuggingPort);
  const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  const { db, env } = await freshDatabase('sqlite', path.join(dir, 'data'), 'budgets');
  await seedWorld(db, { users: 20, requests: 200, heavyToSign: 40, heavySent: 20, lightToSign: 5 });
  const request = await db
    .selectFrom('signature_request_signers')
    .select(['request_id', 'id', 'link_key'])
    .where('account_email', '=', HEAVY.email)
    .executeTakeFirstOrThrow();
  // A request of the account that never accepted the terms (LIGHT), for its /view.
  const unacceptedRequest = await db
    .selectFrom('signature_request_signers')
    .select(['request_id'])
    .where('account_email', '=', LIGHT.email)
    .executeTakeFirstOrThrow();
  const guest = await db
    .selectFrom('signature_request_signers as s')
    .innerJoin('signature_requests as r', 'r.id', 's.request_id')
    .select(['s.request_id', 's.id', 's.link_key'])
    .where('s.account_email', 'is', null)
    .where('r.status', '=', 'OPEN')
    .where('s.status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  await db.destroy();
  // The app's build as it is, and the reference page beside it (e2e/lib/reference-page.ts).
  const served = await withReferencePage(appDir, dir);
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_DIR: served,
      LOG_LEVEL: 'warn',
      LINK_SECRET,
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const enforce = process.env.BUDGETS_ENFORCE !== '0';
  try {
    let up = false;
    for (let i = 0; i < 300 && !up; i++) {
      try {
        up = (await fetch(`${base}/v1/datetime`)).ok;
      } catch {
        // not listening yet
      }
      if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!up) throw new Error(`the server for the budgets did not answer on ${base}`);
    // The signed-in screens are measured for an account that accepted the terms, as the gate's
    // dialog leaves it (POST /v1/user/accept): the benchmark's accounts never did, so the gate
    // would open its dialog over /dashboard and /view and its code would count as theirs. The
    // other account (LIGHT) is left as a new account is, terms not accepted: its first screens
    // are checked against the issue's budget with the dialog's code (below).
    const accepted = await fetch(`${base}/v1/user/accept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${HEAVY.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ business_invite: false, gtc: true, tou_swisscom: false }),
    });
    if (!accepted.ok) throw new Error(`accepting the terms answered ${accepted.status}`);
    const directKey = createLinkKeys(LINK_SECRET).keyFor(guest);
    const routes: Omit<RouteBudget, 'gzipKb' | 'files' | 'wireKb'>[] = [
      { name: 'login', path: '/login', limitKb: 150, targetKb: 150, maxFiles: 19 },
      { name: 'dashboard', path: '/dashboard', limitKb: 243, targetKb: 250, maxFiles: 18 },
      {
        name: 'view',
        path: `/view/${request.request_id}`,
        limitKb: 248,
        targetKb: 250,
        maxFiles: 18,
      },
      {
        name: 'direct-sign',
        path: `/direct-sign/${guest.request_id}/${directKey}`,
        limitKb: 234,
        targetKb: 250,
        maxFiles: 18,
      },
    ];
    const results: RouteBudget[] = [];
    // BUDGETS_ROUTES=dashboard,view measures only those routes (local experiments).
    const only = process.env.BUDGETS_ROUTES?.split(',');
    const measuredRoutes = routes.filter(({ name }) => !only || only.includes(name));
    for (const route of measuredRoutes) {
      await firstFrame(browser, base, route.path, route.name !== 'login');
      const { files, gzip, wire } = await scriptsOf(browser, base, route.path, appDir);
      const measured: RouteBudget = { ...route, files, gzipKb: gzip / KB, wireKb: wire / KB };
      results.push(measured);
      const line = `${route.name}: ${files} scripts, ${measured.gzipKb.toFixed(1)} KB gzip (limit ${route.limitKb} KB, issue's budget ${route.targetKb} KB), ${measured.wireKb.toFixed(1)} KB on the wire`;
      console.log(line);
      if (enforce) {
        // No script at all means the page never loaded: that is no budget kept.
        check(
          `budget ${route.name} ≤ ${route.limitKb} KB gzip`,
          files > 0 && measured.gzipKb <= route.limitKb,
          line,
        );
        check(`${route.name} loads ≤ ${route.maxFiles} scripts`, files <= route.maxFiles, line);
      }
    }
    // A new account's first screens: the terms not accepted, so the gate's dialog opens over them
    // and its code loads with them — held to the issue's budget itself.
    const unaccepted = [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'view', path: `/view/${unacceptedRequest.request_id}` },
    ].filter(({ name }) => !only || only.includes(name));
    for (const route of unaccepted) {
      const { files, gzip } = await scriptsOf(browser, base, route.path, appDir, LIGHT.token);
      const line = `${route.name}, terms not accepted: ${files} scripts, ${(gzip / KB).toFixed(1)} KB gzip (issue's budget 250 KB)`;
      console.log(line);
      if (enforce)
        check(
          `budget ${route.name} (terms not accepted) ≤ 250 KB gzip`,
          files > 0 && gzip / KB <= 250,
          line,
        );
    }
    // BUDGETS_LIGHTHOUSE=0 skips Lighthouse (the bytes alone, or with a CPU profile).
    if (process.env.BUDGETS_LIGHTHOUSE !== '0')
      await lighthouseRounds(base, lighthouseTarget.port, results, enforce);
    return results;
  } finally {
    await lighthouseTarget.close();
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's mobile score of each first screen beside the reference page's (React's hello
 * world on the same server: e2e/lib/reference-page.ts), in ROUNDS rounds that each measure the
 * reference first, then every screen, so both meet the same load; a screen's median under
 * MIN_SHARE_OF_REFERENCE of the reference's median fails with LIGHTHOUSE_ENFORCED, else is reported
 * as "not met" (the issue's goal; its other goal, ≥ 95
 * on a quiet machine, is read from the figures with the load printed beside them).
 */
async function lighthouseRounds(
  base: string,
  port: number,
  routes: RouteBudget[],
  enforce: boolean,
) {
  const reference: LighthouseRun[] = [];
  const screens = new Map<string, LighthouseRun[]>(routes.map(({ name }) => [name, []]));
  const shown = (run: LighthouseRun | undefined) =>
    run ? `${run.score} (TBT ${run.tbtMs} ms)` : 'no score';
  for (let round = 1; round <= ROUNDS; round++) {
    const own = await lighthouseScore(`${base}${REFERENCE_PAGE_PATH}`, port).catch(() => undefined);
    console.log(`Lighthouse round ${round}: reference ${shown(own)}, ${load()}`);
    if (own) reference.push(own);
    for (const route of routes) {
      const signedIn = route.name === 'dashboard' || route.name === 'view';
      const run = await (
        signedIn
          ? signedInLighthouse(`${base}${route.path}`, HEAVY.token)
          : lighthouseScore(`${base}${route.path}`, port)
      ).catch(() => undefined);
      if (run) screens.get(route.name)?.push(run);
      const ratio = run && own ? ` → ${(run.score / own.score).toFixed(2)}×` : '';
      console.log(
        `  ${route.name}: ${shown(run)}${run ? `, ${run.metrics}` : ''} · reference ${shown(own)}${ratio}, ${load()}`,
      );
    }
  }
  const referenceScore = median(reference.map((run) => run.score));
  const referenceTbt = median(reference.map((run) => run.tbtMs));
  for (const route of routes) {
    const runs = screens.get(route.name) ?? [];
    const score = median(runs.map((run) => run.score));
    const tbt = median(runs.map((run) => run.tbtMs));
    const share = score / referenceScore;
    route.lighthouse = runs.length ? score : undefined;
    route.lighthouseMetrics = runs.map((run) => run.metrics).join(' | ');
    const line = `${route.name}: Lighthouse mobile median of ${runs.length} ${score} (TBT ${tbt} ms) · reference ${referenceScore} (TBT ${referenceTbt} ms) → ${share.toFixed(2)}× (goal ≥ ${MIN_SHARE_OF_REFERENCE}×), ${load()}`;
    const met = share >= MIN_SHARE_OF_REFERENCE;
    console.log(`${line}${met ? '' : ' — goal not met'}`);
    if (enforce && LIGHTHOUSE_ENFORCED)
      check(
        `${route.name}: Lighthouse ≥ ${MIN_SHARE_OF_REFERENCE}× the reference's`,
        runs.length === ROUNDS && reference.length === ROUNDS && share >= MIN_SHARE_OF_REFERENCE,
        line,
      );
  }
}

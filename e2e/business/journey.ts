// The business journey in a real browser against the REAL reference server, acting by visible
// labels: a new visitor signs up a business (/business/signup steps), confirms from the mailbox,
// logs in and creates it, invites a colleague who signs up and accepts from the mailbox link,
// adds a domain, creates an API user and exchanges its secret for a token through the API,
// creates a seal and seals a document with it, turns Part 11 on and signs with it
// (journey-sealing.ts), and exports the signature activity as CSV. Each step is a check; a failing
// step ends the journey. Screenshots go to e2e/screenshots/business-journey-*.png.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  confirmationLink,
  confirmByLink,
  expectNoTermsDialog,
  fillSignUpForm,
  logInAs,
  PASSWORD,
  sendSignUpForm,
  submitLogIn,
} from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { latestMail, linkIn } from '../journey/mailbox.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { sealingSteps } from './journey-sealing.ts';
import { setCompanyLogo, startJourneyLogoHost, type JourneyLogoHost } from './journey-logo.ts';

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`business journey: ${name}`, true);
    return value;
  } catch (error) {
    check(`business journey: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

async function fillAndShowSignUp(page: Page, first: string, last: string, email: string) {
  await fillSignUpForm(page, { first, last, email });
  // The terms are accepted with the account (required; the link to them beside it).
  await page.getByRole('link', { name: 'Read the terms and conditions' }).waitFor();
  await screenshot(page, `business-journey-00-signup-${first.toLowerCase()}`);
}

async function run(
  admin: Page,
  colleagueContext: BrowserContext,
  base: string,
  dataDir: string,
  stamp: number,
  logo: JourneyLogoHost,
) {
  const adminEmail = `anna.admin+${stamp}@journey-treuhand.example`;
  const colleagueEmail = `beat.colleague+${stamp}@journey-treuhand.example`;

  await step('a visitor signs up a business (two steps, then mail sent)', async () => {
    await admin.goto(`${base}/business/signup`);
    await settle(admin);
    await admin.getByRole('link', { name: 'Start' }).click();
    await admin.getByLabel('Company name').fill('Journey Treuhand AG');
    await admin.getByLabel('Company e-mail').fill(`info+${stamp}@journey-treuhand.example`);
    await admin.getByLabel('City').fill('Zürich');
    await admin.getByText('I accept the terms and conditions').click();
    await admin.getByRole('button', { name: 'Next' }).click();
    await admin.getByText('Step 2 of 2').waitFor({ timeout: 10_000 });
    await fillAndShowSignUp(admin, 'Anna', 'Admin', adminEmail);
    await admin.locator('button[type="submit"]').first().click();
    await admin.waitForURL((url) => url.pathname === '/business/signup/mail-sent', {
      timeout: 15_000,
    });
    await screenshot(admin, 'business-journey-01-mail-sent');
  });

  await step('confirm from the mailbox, log in and create the business', async () => {
    await confirmByLink(admin, await confirmationLink(base, adminEmail));
    await logInAs(
      admin,
      base,
      { email: adminEmail },
      { redirect: '/business/register', terms: 'none' },
    );
    if (new URL(admin.url()).pathname !== '/business/register') {
      await admin.goto(`${base}/business/register`);
      await settle(admin);
    }
    const name = await admin.getByLabel('Company name').inputValue();
    if (name !== 'Journey Treuhand AG') throw new Error(`the form starts with "${name}"`);
    await admin.getByText('I accept the terms and conditions').click();
    await admin.getByRole('button', { name: 'Create business' }).click();
    await admin.waitForURL((url) => url.pathname === '/business/welcome', { timeout: 15_000 });
    await admin.getByRole('heading', { name: 'Welcome' }).first().waitFor({ timeout: 10_000 });
    await screenshot(admin, 'business-journey-02-welcome');
  });

  await step('invite a colleague', async () => {
    await admin.goto(`${base}/business/members`);
    await settle(admin);
    await admin.getByRole('textbox', { name: /^E-mail/ }).fill(colleagueEmail);
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin
      .getByRole('table', { name: 'Pending invitations' })
      .getByText(colleagueEmail)
      .waitFor({ timeout: 15_000 });
    await screenshot(admin, 'business-journey-03-invited');
  });

  await step(
    'the colleague signs up from the invitation mail and lands on accepting it',
    async () => {
      const mail = await latestMail(base, colleagueEmail);
      const invite = linkIn(mail, '/invite/');
      if (!invite) throw new Error(`no /invite/ link in "${mail.subject}"`);
      const colleague = await colleagueContext.newPage();
      // No account yet: the invitation leads to the login, and from there to the sign-up, with
      // the invited address filled in and the way back to the invitation kept.
      await colleague.goto(invite);
      await colleague.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      await settle(colleague);
      await colleague.getByRole('link', { name: 'No account yet? Sign up' }).click();
      await colleague.waitForURL((url) => url.pathname === '/signup', { timeout: 15_000 });
      await settle(colleague);
      const prefilled = await colleague.getByLabel('E-mail', { exact: false }).first().inputValue();
      if (prefilled !== colleagueEmail) throw new Error(`the sign-up starts with "${prefilled}"`);
      await fillAndShowSignUp(colleague, 'Beat', 'Colleague', colleagueEmail);
      await sendSignUpForm(colleague);
      await confirmByLink(colleague, await confirmationLink(base, colleagueEmail));
      await colleague.getByTestId('confirm-login').click();
      await colleague.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      await settle(colleague);
      const field = colleague.getByLabel('E-mail').first();
      if ((await field.inputValue()) !== colleagueEmail) {
        throw new Error(`the login starts with "${await field.inputValue()}"`);
      }
      await submitLogIn(colleague, { email: colleagueEmail });
      await colleague.waitForURL((url) => url.pathname === new URL(invite).pathname, {
        timeout: 15_000,
      });
      await settle(colleague);
      await expectNoTermsDialog(colleague);
      await colleague.getByText('Journey Treuhand AG invites you').waitFor({ timeout: 15_000 });
      await screenshot(colleague, 'business-journey-04-invitation');
      await colleague.getByRole('button', { name: 'Join business' }).click();
      await colleague.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      await admin.goto(`${base}/business/members`);
      await settle(admin);
      await admin
        .getByRole('table', { name: 'Members' })
        .getByText(colleagueEmail)
        .waitFor({ timeout: 15_000 });
      await screenshot(admin, 'business-journey-05-member-joined');
    },
  );

  await step('add a domain', async () => {
    await admin.goto(`${base}/business/members/domains`);
    await settle(admin);
    await admin.getByRole('textbox', { name: /Domain/ }).fill(`journey-${stamp}.example`);
    await admin.getByRole('button', { name: 'Add domain' }).click();
    await admin
      .getByRole('table', { name: 'Domains' })
      .getByText(`journey-${stamp}.example`)
      .waitFor({ timeout: 15_000 });
    await screenshot(admin, 'business-journey-06-domain');
  });

  await step('set the company logo from its address (a web page refused)', () =>
    setCompanyLogo(admin, base, logo.host),
  );

  await step('create an API user and use its secret through the API', async () => {
    // Through the business menu from another business page, as a person goes there: this
    // navigation once crashed with React error #185 while a reload of the address worked.
    await admin
      .getByRole('navigation', { name: 'Business navigation' })
      .getByRole('link', { name: 'API access' })
      .click();
    await admin.waitForURL((url) => url.pathname === '/business/developers/api');
    await settle(admin);
    await admin.getByRole('heading', { name: 'API access' }).first().waitFor({ timeout: 10_000 });
    await admin.getByRole('textbox', { name: /Description/ }).fill('Journey ERP');
    await admin.getByRole('button', { name: 'Create API user' }).click();
    const secret = await admin.getByTestId('api-secret').textContent({ timeout: 15_000 });
    const region = admin.getByRole('region', { name: 'Copy the secret now' });
    const username = await region.locator('code').first().textContent();
    await screenshot(admin, 'business-journey-07-api-user');
    const answer = await fetch(`${base}/v1/api-users/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: secret }),
    });
    const body = (await answer.json()) as { token?: string };
    if (answer.status !== 200 || !body.token) {
      throw new Error(`token exchange answered ${answer.status}`);
    }
    const me = await fetch(`${base}/v2/businesses/user`, {
      headers: { Authorization: `Bearer ${body.token}` },
    });
    if (me.status >= 500) throw new Error(`the API user's token answered ${me.status}`);
  });

  await step('create a seal', async () => {
    await admin.goto(`${base}/business/seals`);
    await settle(admin);
    await admin.getByRole('textbox', { name: /Display name/ }).fill('Journey Treuhand AG');
    await admin.getByRole('textbox', { name: /Account name/ }).fill(`journey-seal-${stamp}`);
    await admin.getByRole('button', { name: 'Create seal' }).click();
    await admin
      .getByRole('table', { name: 'Seals' })
      .getByText(`journey-seal-${stamp}`)
      .waitFor({ timeout: 15_000 });
    await admin.getByRole('link', { name: 'Open Journey Treuhand AG' }).first().click();
    await admin.getByRole('heading', { name: 'Who may apply the seal' }).waitFor();
    await screenshot(admin, 'business-journey-08-seal');
  });

  await sealingSteps(admin, {
    base,
    dataDir,
    email: adminEmail,
    password: PASSWORD,
    company: 'Journey Treuhand AG',
    step,
  });

  const exported = await step('export the signature activity as CSV', async () => {
    await admin.goto(`${base}/business/activity?tab=signatures`);
    await settle(admin);
    // One line per signature (the usage), to hold against the overview's count.
    await admin.getByLabel('Group the export by').selectOption('other');
    const download = admin.waitForEvent('download', { timeout: 30_000 });
    await admin.getByRole('button', { name: 'Export signatures (CSV)' }).click();
    const file = await download;
    const name = file.suggestedFilename();
    if (!name.startsWith('signature_usage') || !name.endsWith('.csv')) {
      throw new Error(`file name "${name}"`);
    }
    const text = readFileSync((await file.path()) ?? '', 'utf8');
    if (!text.includes(',')) throw new Error('the CSV has no header');
    await screenshot(admin, 'business-journey-09-activity');
    return text.trim().split(/\r?\n/).length - 1;
  });

  await step('the overview counts the signatures the usage export lists', async () => {
    await admin
      .getByRole('navigation', { name: 'Business navigation' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await admin.waitForURL((url) => url.pathname === '/business/dashboard');
    await settle(admin);
    const card = admin
      .getByRole('heading', { name: 'Signatures by level' })
      .locator('xpath=ancestor::section[1]');
    const all = await card
      .locator('dl', { has: admin.getByText('All', { exact: true }) })
      .locator('dd')
      .textContent({ timeout: 15_000 });
    if (Number(all) !== exported || exported === 0) {
      throw new Error(`the overview says All ${all}, the usage export lists ${exported}`);
    }
    await screenshot(admin, 'business-journey-10-overview');
  });
}

export async function businessJourney(browser: Browser, appDir: string): Promise<void> {
  const logo = await startJourneyLogoHost();
  let server;
  try {
    server = await step('the reference server starts', () =>
      startReferenceServer(appDir, logo.env),
    );
  } catch {
    await logo.close();
    return;
  }
  const options = {
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    acceptDownloads: true,
  };
  const adminContext = await browser.newContext(options);
  const colleagueContext = await browser.newContext(options);
  const admin = await adminContext.newPage();
  try {
    await run(admin, colleagueContext, server.url, server.dataDir, Date.now(), logo);
  } catch {
    await screenshot(admin, 'business-journey-failed').catch(() => undefined);
  } finally {
    await adminContext.close();
    await colleagueContext.close();
    await stopReferenceServer(server);
    await logo.close();
  }
}

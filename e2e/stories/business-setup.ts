// The first half of the business story, as the admin does it in the browser in her language
// (story (a) in English, story (c) in German, every word from the locales): sign up, confirm
// from the mailbox, log in, register the business, buy the Team plan on the payment provider's
// SANDBOX page and come back, invite a member, create a seal, create an API user.
import type { Page } from 'playwright-core';
import {
  confirmFromMailbox,
  fillSignUp,
  logInFromConfirmation,
  type Person,
} from './lib/people.ts';
import type { Story } from './lib/story.ts';
import { pattern } from './lib/texts.ts';

export interface Business {
  company: string;
  companyEmail: string;
  member: { first: string; last: string; email: string };
  seal: string;
}

const businessNav = (p: Person) =>
  p.page.getByRole('navigation', { name: p.t('navigation:business.label') });

async function openFromBusinessMenu(p: Person, key: string) {
  await businessNav(p)
    .getByRole('link', { name: p.t(`navigation:business.${key}`), exact: true })
    .click();
}

async function heading(page: Page, name: string, timeout = 15_000) {
  await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout });
}

/** Sign up, confirm, log in, register the business. */
export async function registerBusiness(
  story: Story,
  admin: Person,
  base: string,
  business: Business,
): Promise<void> {
  const { page, t } = admin;

  await story.step('signs up', page, async () => {
    await page.goto(`${base}/signup`);
    await heading(page, t('auth:signup.title'));
    const language = page.getByRole('combobox', { name: t('common:language.label') });
    const shown = await language.getByRole('option', { selected: true }).innerText();
    const expected = t(`common:language.${admin.lang}`);
    if (shown !== expected)
      throw new Error(`the language switch reads "${shown}", not "${expected}"`);
    await fillSignUp(admin);
  });

  await story.step('confirms the e-mail from the mailbox', page, () =>
    confirmFromMailbox(admin, base),
  );

  await story.step('logs in from the confirmation page', page, async () => {
    await logInFromConfirmation(admin);
    await heading(page, t('routes:dashboard'));
  });

  await story.step('registers the business', page, async () => {
    await page
      .getByRole('navigation', { name: t('navigation:main') })
      .getByRole('link', { name: t('navigation:sections.createBusiness') })
      .click();
    await heading(page, t('routes:register'));
    await page.getByLabel(t('business:register.fields.name')).fill(business.company);
    await page.getByLabel(t('business:register.fields.email')).fill(business.companyEmail);
    await page.getByLabel(t('business:register.fields.city')).fill('Zürich');
    await page.getByText(t('business:register.terms')).first().click();
    await page.getByRole('button', { name: t('business:register.submit') }).click();
    await heading(page, t('routes:businessWelcome'));
    await page.getByText(business.company, { exact: false }).first().waitFor();
  });
}

/** Buy the Team plan on the SANDBOX payment page and come back to the app. */
export async function buyTeamPlan(story: Story, admin: Person): Promise<void> {
  const { page, t } = admin;
  const team = t('billing:tiers.team');
  await story.step('chooses the Team plan and buys it on the payment page', page, async () => {
    await openFromBusinessMenu(admin, 'billing');
    await heading(page, t('routes:plan'));
    const plans = page.getByRole('radiogroup', { name: t('billing:upgrade.tier') });
    await plans.waitFor();
    story.expect(
      'each plan card is named by its plan',
      await plans.getByRole('radio', { name: team }).isVisible(),
      `no radio named "${team}": the cards read ${JSON.stringify(await plans.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent ?? '')))}`,
    );
    await plans.getByText(team, { exact: true }).click();
    await page.getByRole('button', { name: t('billing:upgrade.buy', { plan: team }) }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/payment/'), {
      timeout: 15_000,
    });
    await page.getByText('SANDBOX', { exact: false }).first().waitFor();
    await story.shot(page, 'the payment page');
    await page.getByRole('button', { name: 'Succeed with a card (Visa 4242)' }).click();
  });

  await story.step('is back in the app with the plan bought', page, async () => {
    const returned = await page
      .waitForURL((url) => url.pathname === '/business/billing/plan', { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!returned) {
      const stuck = await story.shot(page, 'the payment page does not return');
      story.expect(
        'the payment page returns to the app by itself',
        false,
        `it stays on "${await page.getByRole('heading').first().innerText()}" (${stuck})`,
      );
      await page.getByRole('link', { name: 'Back to the app' }).click();
      await page.waitForURL((url) => url.pathname === '/business/billing/plan', {
        timeout: 15_000,
      });
    } else {
      story.expect('the payment page returns to the app by itself', true);
    }
    await page.getByText(t('billing:done.bought')).waitFor({ timeout: 20_000 });
    await page.getByText(pattern(t('billing:plan.state.renewing'))).waitFor({ timeout: 15_000 });
    const buy = page.getByRole('button', { name: t('billing:upgrade.buy', { plan: team }) });
    story.expect(
      'right after buying, the plan page offers no second purchase of the same plan',
      !(await buy.isVisible()) || (await buy.isDisabled()),
      'the Buy button of the plan just bought is active',
    );
    for (const key of ['routes:invoices', 'routes:payment']) {
      story.expect(
        `"${t(key)}" can be reached from the navigation`,
        await page
          .getByRole('link', { name: t(key), exact: true })
          .first()
          .isVisible(),
        `no link "${t(key)}" on the billing page`,
      );
    }
  });
}

export async function inviteMember(story: Story, admin: Person, business: Business) {
  const { page, t } = admin;
  await story.step('invites a member', page, async () => {
    await openFromBusinessMenu(admin, 'members');
    await heading(page, t('routes:members'));
    const { member } = business;
    await page
      .getByRole('textbox', { name: t('business:members.invite.fields.email'), exact: true })
      .fill(member.email);
    await page.getByRole('button', { name: t('business:members.invite.submit') }).click();
    await page
      .getByRole('table', { name: t('business:members.invitations.title') })
      .getByText(member.email)
      .waitFor({ timeout: 15_000 });
    const self = `${admin.first} ${admin.last}`;
    const offered = await page
      .getByRole('button', { name: t('business:members.makeMemberOf', { name: self }) })
      .or(page.getByRole('button', { name: t('business:members.removeOf', { name: self }) }))
      .count();
    story.expect(
      'the sole admin is not offered to demote or remove herself',
      offered === 0,
      `${offered} such buttons on her own row`,
    );
  });
}

export async function sealAndApiUser(story: Story, admin: Person, business: Business) {
  const { page, t } = admin;
  await story.step('creates a seal', page, async () => {
    await openFromBusinessMenu(admin, 'seals');
    await heading(page, t('routes:seals'));
    await page.getByLabel(t('business:seals.create.fields.displayName')).fill(business.company);
    await page.getByLabel(t('business:seals.create.fields.accountName')).fill(business.seal);
    await page.getByRole('button', { name: t('business:seals.create.submit') }).click();
    await page
      .getByRole('table', { name: t('business:seals.list.title') })
      .getByText(business.seal)
      .waitFor({ timeout: 15_000 });
  });

  await story.step('opens "API access" from the business menu', page, async () => {
    await openFromBusinessMenu(admin, 'api');
    const opened = await heading(page, t('routes:api'), 10_000).then(
      () => true,
      () => false,
    );
    if (!opened) {
      const crash = await story.shot(page, 'api access from the menu');
      story.expect(
        '"API access" opens from the business menu',
        false,
        `the page shows "${await page
          .getByRole('heading', { level: 1 })
          .first()
          .innerText()
          .catch(() => '?')}" (${crash}); the address typed again works`,
      );
      await page.reload();
      await heading(page, t('routes:api'));
    } else {
      story.expect('"API access" opens from the business menu', true);
    }
  });

  await story.step('creates an API user and keeps its secret', page, async () => {
    await page.getByLabel(t('business:api.create.field')).fill('ERP integration');
    await page.getByRole('button', { name: t('business:api.create.submit') }).click();
    const secret = page.getByRole('region', { name: t('business:api.secret.title') });
    await secret.waitFor({ timeout: 15_000 });
    await story.shot(page, 'the secret shown once');
    await secret.getByRole('button', { name: t('business:api.secret.done') }).click();
    await page
      .getByRole('table', { name: t('business:api.list.title') })
      .getByText('ERP integration')
      .waitFor({ timeout: 15_000 });
  });
}

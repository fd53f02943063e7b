// The people of the stories: each in a browser context of their own (their language, their
// screen), and what every customer does first: sign up, confirm from the mailbox, log in.
import type { Browser, Locator, Page } from 'playwright-core';
import { clickInMail, openMail } from './mailbox.ts';
import type { Story } from './story.ts';
import { textsOf, type Lang, type Translate } from './texts.ts';

export const PASSWORD = 'Quiet-Harbour-Lantern-2026';

export interface Person {
  first: string;
  last: string;
  email: string;
  lang: Lang;
  t: Translate;
  page: Page;
  /** On a phone: a touch screen 390 px wide, where a person taps. */
  phone: boolean;
}

/** A click, or a tap on a phone. */
export async function press(p: Person, target: Locator): Promise<void> {
  if (p.phone) await target.tap();
  else await target.click();
}

/** The texts of the server's mails (its templates), in the language a mail is sent in. */
export const MAIL = {
  'en-gb': {
    confirmSubject: 'Confirm your e-mail address',
    confirmButton: 'Confirm e-mail address',
    inviteSubject: /invites you to join/,
    inviteButton: 'Accept the invitation',
    signSubject: (title: string) => `asks you to sign "${title}"`,
    signButton: 'Open and sign',
  },
  'de-ch': {
    confirmSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    confirmButton: 'E-Mail-Adresse bestätigen',
  },
} as const;

interface Screen {
  lang?: Lang;
  /** A phone: 390 × 844 px, touch. */
  phone?: boolean;
}

export async function person(
  browser: Browser,
  story: Story,
  who: { first: string; last: string; email: string },
  screen: Screen = {},
): Promise<Person> {
  const lang = screen.lang ?? 'en-gb';
  const context = await browser.newContext({
    locale: lang === 'de-ch' ? 'de-CH' : 'en-GB',
    acceptDownloads: true,
    ...(screen.phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 900 } }),
  });
  story.contexts.push(context);
  // A step waits for what it expects to see; 15 s without it is a finding, not a slow machine.
  context.setDefaultTimeout(15_000);
  const page = story.watch(await context.newPage());
  return { ...who, lang, t: textsOf(lang), page, phone: screen.phone === true };
}

/** Fills the sign-up form on the page (terms accepted with it) and sends it. */
export async function fillSignUp(p: Person): Promise<void> {
  const { page, t } = p;
  const field = (key: string) => page.getByRole('textbox', { name: t(key), exact: true });
  await field('forms:fields.firstName').fill(p.first);
  await field('forms:fields.lastName').fill(p.last);
  await field('forms:fields.email').fill(p.email);
  await field('forms:fields.password').fill(PASSWORD);
  await page.getByText(t('auth:signup.terms')).first().click();
  await page.getByRole('button', { name: t('auth:signup.submit') }).click();
  await page.getByRole('heading', { name: t('routes:mailSent') }).waitFor({ timeout: 15_000 });
}

/** Opens the confirmation mail and its button: the app says the e-mail is confirmed. */
export async function confirmFromMailbox(p: Person, base: string): Promise<void> {
  const mail = MAIL[p.lang];
  await openMail(p.page, base, p.email, mail.confirmSubject, p.phone);
  await clickInMail(p.page, mail.confirmButton, p.phone);
  await p.page
    .getByRole('heading', { name: p.t('signup-confirm:title.done') })
    .waitFor({ timeout: 15_000 });
}

/** Logs in on the login page that is open; resolves once the app left it. */
export async function fillLogIn(p: Person): Promise<void> {
  const { page, t } = p;
  const form = page.getByRole('region', { name: t('auth:login.title') });
  await form.getByRole('textbox', { name: t('forms:fields.email'), exact: true }).fill(p.email);
  await form.getByRole('textbox', { name: t('forms:fields.password'), exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: t('auth:login.submit') }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

/** Opens /signup, signs up and confirms from the mailbox. */
export async function signUpAndConfirm(p: Person, base: string): Promise<void> {
  await p.page.goto(`${base}/signup`);
  await fillSignUp(p);
  await confirmFromMailbox(p, base);
}

/** From the page saying the e-mail is confirmed: its login link, then the login. */
export async function logInFromConfirmation(p: Person): Promise<void> {
  await p.page.getByRole('link', { name: p.t('signup-confirm:login') }).click();
  await fillLogIn(p);
}

/**
 * Sign up from /signup, confirm from the mailbox, log in from the confirmation page: the stories'
 * way (translated labels, taps on a phone) of the journeys' signUpConfirmAndLogIn.
 */
export async function newAccount(p: Person, base: string): Promise<void> {
  await signUpAndConfirm(p, base);
  await logInFromConfirmation(p);
}

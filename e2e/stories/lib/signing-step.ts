// The signing step as a signer meets it, checked from the signer's side: the first click on
// "Sign" must open ONE review step (never sign at once); there the signer sees where their
// field is, adopts a signature (draw, type or upload an image), gives a consent whose sentence
// names the level and the legislation, and confirms. The words come from the locales.
import type { Locator, Page } from 'playwright-core';
import { press, type Person } from './people.ts';
import type { Story } from './story.ts';

type Level = 'ses' | 'aes' | 'qes';

export interface SigningOptions {
  /** The button that starts signing where the signer is: "Sign now" on /view, "Sign" by link. */
  signButton: string;
  /** The page the signer's field is on. */
  fieldPage: number;
  level: Level;
}

/** The consent checkbox: it names the level (e.g. "simple electronic signature (SES)"). */
const consentOf = (p: Person, level: Level) =>
  p.page.getByRole('checkbox', { name: p.t(`signing:level.${level}`) });

/** The step holding the consent: a dialog, or the page itself. */
function reviewOf(page: Page, consent: Locator): Locator {
  return page
    .getByRole('dialog')
    .filter({ has: consent })
    .or(page.getByRole('main').filter({ has: consent }));
}

const signedHeading = (p: Person) =>
  p.page.getByRole('heading', { name: p.t('overlays:signing-success.title_one') });

/**
 * Clicks the sign button once and answers what came of it: the review step, or a signature made
 * without one (what the issue calls one-click signing).
 */
export async function firstClickOnSign(
  p: Person,
  options: SigningOptions,
): Promise<'review' | 'signed at once'> {
  const consent = consentOf(p, options.level);
  await press(p, p.page.getByRole('button', { name: options.signButton, exact: true }));
  // The review may open on the consent, or on the pages first (a dialog walking the fields).
  const reviewing = p.page.getByRole('dialog').filter({ hasNot: signedHeading(p) });
  await consent.or(signedHeading(p)).or(reviewing).first().waitFor({ timeout: 30_000 });
  // A dialog without the consent may be the success overlay still filling in, or a signing
  // progress: give it a moment to become either the consent or "Document signed".
  if (!(await consent.isVisible()) && !(await signedHeading(p).isVisible())) {
    await consent
      .or(signedHeading(p))
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
  }
  return (await signedHeading(p).isVisible()) ? 'signed at once' : 'review';
}

/** The open review: its dialog, or the page's main content when the step is a page. */
async function openStep(p: Person): Promise<Locator> {
  const dialogs = p.page.getByRole('dialog').filter({ hasNot: signedHeading(p) });
  return (await dialogs.count()) > 0 ? dialogs.last() : p.page.getByRole('main');
}

/**
 * Walks the review to its consent: a review that visits the fields in order before the signature
 * and the consent is followed with its forward button ("Next …" or "Continue"), at most `limit`
 * times; `seen` is called on each screen of it.
 */
async function toConsent(p: Person, consent: Locator, seen: (step: Locator) => Promise<void>) {
  const forward = new RegExp(`^(next|${p.t('common:actions.continue')})`, 'i');
  for (let screen = 0; screen < 10; screen += 1) {
    const step = await openStep(p);
    await seen(step);
    if (await consent.isVisible()) return;
    const next = step.getByRole('button', { name: forward }).first();
    if (!(await next.isVisible())) break;
    await press(p, next);
  }
  await consent.waitFor({ timeout: 5_000 });
}

/** Lets the page settle after a click that was expected to open the review (if it signed). */
export async function waitForSigned(p: Person): Promise<void> {
  await signedHeading(p).waitFor({ timeout: 60_000 });
}

/**
 * In the review: the field's page is shown, the ways to adopt a signature are offered, a typed
 * signature is adopted, the consent names level and legislation and is given. Findings that do
 * not keep the signer from signing are `expect`ed on the story.
 */
export async function review(story: Story, p: Person, options: SigningOptions): Promise<void> {
  const { page, t } = p;
  const consent = consentOf(p, options.level);
  const onPage = new RegExp(`\\bpage ${options.fieldPage}\\b`, 'i');
  let fieldShown = false;
  await toConsent(p, consent, async (screen) => {
    fieldShown ||= await screen
      .getByText(onPage)
      .or(screen.getByRole('img', { name: onPage }))
      .first()
      .isVisible();
  });
  story.expect(
    `the review shows the signer's field on page ${options.fieldPage}`,
    fieldShown,
    `nothing in the review names page ${options.fieldPage}`,
  );
  const step = reviewOf(page, consent);
  const offered = async (name: string | RegExp) =>
    step
      .getByRole('radio', { name })
      .or(step.getByRole('tab', { name }))
      .or(step.getByRole('button', { name }))
      .first()
      .isVisible();
  const draw = await offered(t('signing:pad.draw'));
  const type = await offered(t('signing:pad.type'));
  const upload = await offered(/upload/i);
  story.expect(
    'the review offers to draw, type or upload a signature',
    draw && type && upload,
    `offered: draw ${draw}, type ${type}, upload an image ${upload}`,
  );
  await press(p, step.getByText(t('signing:pad.type'), { exact: true }));
  await step.getByLabel(t('signing:pad.typedName')).fill(`${p.first} ${p.last}`);
  const sentence = await consentText(consent);
  const legislations = [t('signing:legislation.zertes'), t('signing:legislation.eidas')];
  const names = legislations.map((text) => text.split(' ')[0]!);
  story.expect(
    'the consent sentence names the level and the legislation',
    names.some((name) => sentence.includes(name)),
    `the consent reads "${sentence}": no ${names.join(' or ')} in it`,
  );
  await consent.check({ force: true });
}

/** The consent's sentence: its accessible name, as a screen reader says it. */
async function consentText(consent: Locator): Promise<string> {
  const snapshot = await consent.ariaSnapshot();
  return /"(.*)"/.exec(snapshot)?.[1] ?? snapshot;
}

/** Confirms the review ("Sign document"): the success overlay says the document is signed. */
export async function confirm(p: Person, options: SigningOptions): Promise<void> {
  const consent = consentOf(p, options.level);
  const step = reviewOf(p.page, consent);
  await press(p, step.getByRole('button', { name: p.t('signing:review.sign_one') }));
  await waitForSigned(p);
}

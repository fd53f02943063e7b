// Story (b): a personal user sends a two-page PDF to someone without an account, who signs on a
// phone (390 px, touch) from the mail's link through the review step; the sender then finds the
// request signed. Every step of the phone is checked for sideways scrolling.
import type { Browser } from 'playwright-core';
import { addSigner, placeField, send, uploadDraft } from './lib/documents.ts';
import { logInFromConfirmation, person, signUpAndConfirm } from './lib/people.ts';
import { signFromMail } from './lib/signer.ts';
import { Story } from './lib/story.ts';

const TITLE = 'Flat rental contract';

export async function phoneStory(browser: Browser, base: string, stamp: number) {
  const story = new Story('b-phone', 'story (b) external signer on a phone');
  await story.run(async () => {
    const paul = await person(browser, story, {
      first: 'Paul',
      last: 'Huber',
      email: `paul.huber+${stamp}@example.org`,
    });
    const eva = await person(
      browser,
      story,
      { first: 'Eva', last: 'Graf', email: `eva.graf+${stamp}@example.net` },
      { phone: true },
    );
    const { page, t } = paul;

    await story.step('Paul signs up and confirms from the mailbox', page, async () => {
      await signUpAndConfirm(paul, base);
    });
    await story.step('Paul logs in', page, async () => {
      await logInFromConfirmation(paul);
      await page.getByRole('heading', { name: t('routes:dashboard'), level: 1 }).waitFor();
    });
    await story.step('Paul uploads a two-page PDF', page, () =>
      uploadDraft(paul, 'flat-rental.pdf', TITLE),
    );
    await story.step("places Eva's field on page 2 and adds Eva (no account)", page, async () => {
      await placeField(paul, 2, 2);
      await addSigner(paul, { email: eva.email, first: eva.first, last: eva.last });
      const observers = await page
        .getByText(t('requests:workflow.observers'), { exact: true })
        .count();
      story.expect(
        'the draft names its observers section once',
        observers === 1,
        `"${t('requests:workflow.observers')}" shows ${observers} times`,
      );
      const waiting = await page
        .getByText(t('requests:signers.status.OPEN'), { exact: true })
        .count();
      story.expect(
        'a signer of a draft is not shown as waiting',
        waiting === 0,
        `"${t('requests:signers.status.OPEN')}" shows ${waiting} times before sending`,
      );
    });
    const requestId = await story.step('sends the request', page, () => send(paul));

    await signFromMail(story, eva, base, {
      title: TITLE,
      requestId,
      fieldPage: 2,
      expect: 'direct-sign',
    });

    await story.step('Paul finds the request signed', page, async () => {
      await page.reload();
      await page
        .getByRole('button', { name: t('requests:documents.downloadSigned') })
        .waitFor({ timeout: 30_000 });
    });
  });
}

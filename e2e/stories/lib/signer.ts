// A signer's part of a story, by the mail: open the request from the "asks you to sign" mail,
// click "Sign" once (the review must open: the step that fails while one click signs), review
// and confirm. Used by every story that signs.
import { clickInMail, openMail } from './mailbox.ts';
import { MAIL, type Person } from './people.ts';
import { confirm, firstClickOnSign, review, waitForSigned } from './signing-step.ts';
import type { Story } from './story.ts';

export interface SignFromMail {
  title: string;
  requestId: string;
  fieldPage: number;
  /** Where the mail's link should lead: the app's /view for an account, /direct-sign else. */
  expect: 'view' | 'direct-sign';
}

export async function signFromMail(
  story: Story,
  signer: Person,
  base: string,
  request: SignFromMail,
): Promise<void> {
  const { page, t } = signer;
  const where = await story.step(
    `${signer.first} opens the request from the mail`,
    page,
    async () => {
      await openMail(
        page,
        base,
        signer.email,
        MAIL['en-gb'].signSubject(request.title),
        signer.phone,
      );
      await clickInMail(page, MAIL['en-gb'].signButton, signer.phone);
      await page
        .getByRole('heading', { name: request.title, level: 1 })
        .waitFor({ timeout: 20_000 });
      // A page that hands a logged-in signer over to their account does so once it has loaded.
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { name: request.title, level: 1 }).waitFor();
      const path = new URL(page.url()).pathname;
      const landed = path.startsWith('/view/') ? 'view' : 'direct-sign';
      story.expect(
        `the mail's link leads to ${request.expect === 'view' ? `/view/${request.requestId}` : 'the direct-sign page'}`,
        landed === request.expect && (landed !== 'view' || path === `/view/${request.requestId}`),
        `it leads to ${path}`,
      );
      return landed;
    },
  );
  const options = {
    signButton: where === 'view' ? t('requests:actions.sign') : t('direct:actions.sign'),
    fieldPage: request.fieldPage,
    level: 'ses' as const,
  };

  const outcome = await story.step(
    `${signer.first} clicks "${options.signButton}" once`,
    page,
    () => firstClickOnSign(signer, options),
  );
  story.expect(
    'the first click on "Sign" opens the review step and signs nothing yet',
    outcome === 'review',
    'one click signed the document: no review of the fields, no signature adopted, no consent',
  );
  if (outcome === 'signed at once') {
    await story.step(`${signer.first}'s document is signed (without a review)`, page, () =>
      waitForSigned(signer),
    );
    return;
  }
  await story.step(
    `${signer.first} reviews the field, adopts a typed signature and consents`,
    page,
    () => review(story, signer, options),
  );
  await story.step(`${signer.first} confirms: the document is signed`, page, () =>
    confirm(signer, options),
  );
}

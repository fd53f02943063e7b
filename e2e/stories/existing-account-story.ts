// Story (d): Noah has had a personal account for a while; Olivia, admin of her business, invites
// him; logged in, he accepts from the invitation mail. Olivia then sends him a two-page PDF,
// adding him by his e-mail (story (a) adds its signer by e-mail and name); Noah, still logged
// in, opens the request from the mail: it must open in his account (/view/<id>), and the first
// click on "Sign" must open the review step; he signs, and Olivia finds the request signed.
import type { Browser } from 'playwright-core';
import { inviteMember, registerBusiness, type Business } from './business-setup.ts';
import { addSigner, placeField, send, uploadDraft } from './lib/documents.ts';
import { joinLoggedIn } from './lib/joining.ts';
import { newAccount, person } from './lib/people.ts';
import { signFromMail } from './lib/signer.ts';
import { Story } from './lib/story.ts';

const TITLE = 'Consulting mandate';

export async function existingAccountStory(browser: Browser, base: string, stamp: number) {
  const story = new Story('d-existing-account', 'story (d) invited person with an account');
  const noahWho = { first: 'Noah', last: 'Frei', email: `noah.frei+${stamp}@example.org` };
  const business: Business = {
    company: 'Weber Beratung AG',
    companyEmail: `info+${stamp}@weber-beratung.example`,
    member: noahWho,
    seal: `weber-seal-${stamp}`,
  };
  await story.run(async () => {
    const noah = await person(browser, story, noahWho);
    const olivia = await person(browser, story, {
      first: 'Olivia',
      last: 'Weber',
      email: `olivia.weber+${stamp}@weber-beratung.example`,
    });

    await story.step('Noah has a personal account and is logged in', noah.page, async () => {
      await newAccount(noah, base);
      await noah.page
        .getByRole('heading', { name: noah.t('routes:dashboard'), level: 1 })
        .waitFor();
    });

    await registerBusiness(story, olivia, base, business);
    await inviteMember(story, olivia, business);
    await joinLoggedIn(story, noah, base, business.company);

    await story.step('Olivia uploads a two-page PDF', olivia.page, () =>
      uploadDraft(olivia, 'consulting-mandate.pdf', TITLE),
    );
    await story.step(
      "places Noah's field on page 2 and adds him by his e-mail",
      olivia.page,
      async () => {
        await placeField(olivia, 2, 2);
        await addSigner(olivia, { email: noahWho.email });
      },
    );
    const requestId = await story.step('sends the request', olivia.page, () => send(olivia));

    await signFromMail(story, noah, base, {
      title: TITLE,
      requestId,
      fieldPage: 2,
      expect: 'view',
    });

    await story.step('Olivia finds the request signed', olivia.page, async () => {
      await olivia.page.reload();
      await olivia.page
        .getByRole('button', { name: olivia.t('requests:documents.downloadSigned') })
        .waitFor({ timeout: 30_000 });
    });
  });
}

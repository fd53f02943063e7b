// Story (a), the business customer's whole story in the browser: Anna signs up, confirms from the
// mailbox, registers her business, buys the Team plan on the SANDBOX payment page and returns,
// invites Mia, who signs up from the invitation mail and joins; Anna creates a seal and an API
// user, uploads a two-page PDF and sends it to Mia with the field on page 2; Mia opens it from the
// mail and signs through the review step; Anna downloads the signed PDF, which /verify and pdfsig
// find valid, downloads the activity export, and the overview agrees with the usage report.
import type { Browser } from 'playwright-core';
import {
  buyTeamPlan,
  inviteMember,
  registerBusiness,
  sealAndApiUser,
  type Business,
} from './business-setup.ts';
import { adminRecords, signatureFigures } from './business-records.ts';
import { addSigner, pageImage, placeField, send, uploadDraft } from './lib/documents.ts';
import { joinAsNewcomer } from './lib/joining.ts';
import { person } from './lib/people.ts';
import { signFromMail } from './lib/signer.ts';
import { Story } from './lib/story.ts';

const TITLE = 'Service agreement 2027';

export async function businessStory(browser: Browser, base: string, stamp: number) {
  const story = new Story('a-business', 'story (a) business');
  const business: Business = {
    company: 'Meier Treuhand AG',
    companyEmail: `info+${stamp}@meier-treuhand.example`,
    member: { first: 'Mia', last: 'Member', email: `mia.member+${stamp}@meier-treuhand.example` },
    seal: `meier-seal-${stamp}`,
  };
  await story.run(async () => {
    const anna = await person(browser, story, {
      first: 'Anna',
      last: 'Meier',
      email: `anna.meier+${stamp}@meier-treuhand.example`,
    });
    const mia = await person(browser, story, business.member);
    await registerBusiness(story, anna, base, business);
    await buyTeamPlan(story, anna);
    // Seen once before anything is signed, the overview must not keep showing that later.
    await story.step('Anna looks at the overview: no signature yet', anna.page, async () => {
      await anna.page
        .getByRole('navigation', { name: anna.t('navigation:business.label') })
        .getByRole('link', { name: anna.t('navigation:business.dashboard'), exact: true })
        .click();
      await anna.page
        .getByRole('heading', { name: anna.t('business:dashboard.signatures') })
        .waitFor();
      const shown = await signatureFigures(anna);
      if (shown.all !== 0) throw new Error(`the overview counts ${shown.all} signatures`);
    });
    await inviteMember(story, anna, business);
    await joinAsNewcomer(story, mia, base, business.company);
    await story.step('Anna sees Mia among the members', anna.page, async () => {
      await anna.page.reload();
      await anna.page
        .getByRole('table', { name: anna.t('business:members.list.title') })
        .getByText(mia.email)
        .waitFor({ timeout: 15_000 });
    });
    await sealAndApiUser(story, anna, business);

    await story.step('Anna uploads a two-page PDF', anna.page, async () => {
      await uploadDraft(anna, 'service-agreement.pdf', TITLE);
      await pageImage(anna.page, anna.t, 1, 2);
      await pageImage(anna.page, anna.t, 2, 2);
    });
    // As the customers in the issue did: the colleague is added by e-mail and name.
    await story.step(
      "places Mia's field on page 2 and adds Mia by e-mail and name",
      anna.page,
      async () => {
        await placeField(anna, 2, 2);
        await addSigner(anna, business.member);
        await anna.page
          .getByRole('img', {
            name: anna.t('documents:viewer.otherField', { label: 'Mia Member', page: 2 }),
          })
          .waitFor({ timeout: 15_000 });
      },
    );
    const requestId = await story.step('sends the request', anna.page, () => send(anna));

    await signFromMail(story, mia, base, { title: TITLE, requestId, fieldPage: 2, expect: 'view' });

    await adminRecords(story, anna, base, { title: TITLE, signer: business.member });
  });
}

// Story (c): a German-speaking admin (browser language de-CH) runs the first half of the business
// story in German: sign up, confirm from the mailbox (the mail in German), log in, register the
// business, buy the Team plan, invite a member, create a seal and an API user. Every word the
// story looks for is read from locales/de-ch, so the story follows the translations.
import type { Browser } from 'playwright-core';
import {
  buyTeamPlan,
  inviteMember,
  registerBusiness,
  sealAndApiUser,
  type Business,
} from './business-setup.ts';
import { person } from './lib/people.ts';
import { Story } from './lib/story.ts';

export async function germanStory(browser: Browser, base: string, stamp: number) {
  const story = new Story('c-german', 'story (c) German admin');
  const business: Business = {
    company: 'Keller Treuhand GmbH',
    companyEmail: `info+${stamp}@keller-treuhand.example`,
    member: {
      first: 'Jonas',
      last: 'Brunner',
      email: `jonas.brunner+${stamp}@keller-treuhand.example`,
    },
    seal: `keller-siegel-${stamp}`,
  };
  await story.run(async () => {
    const admin = await person(
      browser,
      story,
      { first: 'Lea', last: 'Keller', email: `lea.keller+${stamp}@keller-treuhand.example` },
      { lang: 'de-ch' },
    );
    await registerBusiness(story, admin, base, business);
    await buyTeamPlan(story, admin);
    await inviteMember(story, admin, business);
    await sealAndApiUser(story, admin, business);
  });
}

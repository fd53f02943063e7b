// A colleague joins the business from the invitation mail: someone new signs up from it (story
// (a)), someone with an account accepts it logged in (story (d)). Either way the invitation is
// accepted with "Join the business" on its page or "Join business" in the dialog the app shows
// after login.
import { clickInMail, openMail } from './mailbox.ts';
import {
  confirmFromMailbox,
  fillSignUp,
  logInFromConfirmation,
  MAIL,
  type Person,
} from './people.ts';
import type { Story } from './story.ts';

const joinButton = (p: Person) =>
  p.page
    .getByRole('button', { name: p.t('pages:invite.accept'), exact: true })
    .or(
      p.page.getByRole('button', { name: p.t('dialogs-business:invitation.accept'), exact: true }),
    )
    .first();

/** The invitation mail's button: the app asks a visitor without a session to log in first. */
async function openInvitation(p: Person, base: string): Promise<void> {
  await openMail(p.page, base, p.email, MAIL['en-gb'].inviteSubject, p.phone);
  await clickInMail(p.page, MAIL['en-gb'].inviteButton, p.phone);
}

export async function joinAsNewcomer(story: Story, member: Person, base: string, company: string) {
  const { page, t } = member;
  await story.step(
    'the invited member opens the invitation mail and chooses to sign up',
    page,
    async () => {
      await openInvitation(member, base);
      await page.getByRole('link', { name: t('auth:login.noAccount') }).click();
      await page
        .getByRole('heading', { name: t('auth:signup.title') })
        .waitFor({ timeout: 15_000 });
      const address = await page
        .getByRole('textbox', { name: t('forms:fields.email'), exact: true })
        .inputValue();
      story.expect(
        'the sign-up from the invitation starts with the invited address',
        address === member.email,
        `the e-mail field reads "${address}"`,
      );
    },
  );

  await story.step('the member signs up and confirms from the mailbox', page, async () => {
    await fillSignUp(member);
    await confirmFromMailbox(member, base);
  });

  await story.step('the member logs in and is offered the invitation', page, async () => {
    await logInFromConfirmation(member);
    const offered = await joinButton(member)
      .waitFor({ timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    story.expect(
      'after signing up from the invitation, the invitation is where she lands',
      offered,
      `she is on ${new URL(page.url()).pathname} without the invitation`,
    );
    if (!offered) await openInvitation(member, base);
    await page.getByText(company).first().waitFor({ timeout: 15_000 });
  });

  await story.step('the member joins the business', page, async () => {
    await joinButton(member).click();
    await joinButton(member).waitFor({ state: 'hidden', timeout: 15_000 });
  });
}

/** Logged in already, the person accepts from the mail on the invitation's page. */
export async function joinLoggedIn(story: Story, p: Person, base: string, company: string) {
  const { page, t } = p;
  await story.step('opens the invitation mail and its page', page, async () => {
    await openInvitation(p, base);
    await page.waitForURL((url) => url.pathname.startsWith('/invite/'), { timeout: 15_000 });
    await page
      .getByRole('heading', { name: t('routes:invite') })
      .first()
      .waitFor();
    await page
      .getByText(t('business:invite.text_member', { name: company, email: p.email }))
      .first()
      .waitFor();
  });
  await story.step('joins the business', page, async () => {
    await joinButton(p).click();
    await joinButton(p).waitFor({ state: 'hidden' });
  });
}

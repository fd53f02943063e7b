// The fixture module of the reference server (the default of `--fixtures`): what the contract
// tests need that no operation of the contract can do, done the way a person would on a local
// reference server — reading the mail and sandbox SMS in the local mailbox (/dev/mailbox), acting
// on the SANDBOX identification and payment pages, and starting a maintenance or what a first
// single-sign-on login leaves, an attachment, a signed Stripe delivery or a business billed
// through Chargebee, on its local development pages (/dev/…).
// Every function is documented in ./README.md; another backend provides its own module with the
// same functions (or some of them: the transactions needing a missing one are skipped).
'use strict';

/** The sandbox trust service's password for direct signers (server/src/providers). */
const SANDBOX_TRUST_SERVICE_PASSWORD = 'sandbox-swisscom';
const DIRECT_LINK = /\/direct-sign\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/;
const SENDTO_LINK = /\/sendto\/(st-[A-Za-z0-9_-]+)/;
const TOKEN_LINK = /[?&]token=([A-Za-z0-9._~%-]+)/;
/** What the sandbox identification page's buttons do, in order, to reach each outcome. */
const IDENTIFICATION_STEPS = { started: ['start'], succeeded: ['start', 'succeed'] };

/** env: { request(method, path, options) → { status, json, text } } (contract-tests/lib/client.cjs). */
function referenceFixtures({ request }) {
  async function expectOk(method, path, options) {
    const answer = await request(method, path, options);
    if (answer.status !== 200) {
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
    return answer;
  }

  /** The text of the newest mail to `email` whose subject starts with `subject` (any if none). */
  async function mailText(email, subject = '') {
    const list = await request('GET', `/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
    if (list.status !== 200 || !Array.isArray(list.json)) {
      throw new Error(
        `the local mailbox (/dev/mailbox) answered ${list.status}: it needs the outbox transport (no SMTP_URL) and a request from this machine`,
      );
    }
    const entry = list.json.find((m) => String(m.subject).startsWith(subject));
    if (!entry) throw new Error(`no mail "${subject}…" to ${email} in the mailbox`);
    const message = await expectOk('GET', `/dev/mailbox/${entry.id}?format=json`);
    return `${message.json.text || ''}\n${message.json.html || ''}`;
  }

  async function linkToken(email) {
    const match = TOKEN_LINK.exec(await mailText(email));
    if (!match) throw new Error(`no link with a token in the newest mail to ${email}`);
    return decodeURIComponent(match[1]);
  }

  return {
    confirmationToken: ({ email }) => linkToken(email),
    resetToken: ({ email }) => linkToken(email),
    async directSignerLink({ email }) {
      const match = DIRECT_LINK.exec(await mailText(email));
      if (!match) throw new Error(`no direct link in the invitation to ${email}`);
      return { requestId: match[1], linkKey: match[2] };
    },
    async sendtoLink({ email }) {
      const mail = await mailText(email);
      const sendto = SENDTO_LINK.exec(mail);
      const direct = DIRECT_LINK.exec(mail);
      if (!sendto || !direct) throw new Error(`no sendto and direct link in the mail to ${email}`);
      return { sendtoId: sendto[1], linkKey: direct[2] };
    },
    async oneTimeCode({ email }) {
      const match = /\b(\d{6})\b/.exec(await mailText(email, '[SANDBOX SMS'));
      if (!match) throw new Error(`no code in the sandbox SMS to ${email}`);
      return match[1];
    },
    async completeIdentification({ identUrl, outcome }) {
      const steps = IDENTIFICATION_STEPS[outcome];
      if (!steps) throw new Error(`unknown identification outcome ${outcome}`);
      const path = new URL(identUrl).pathname;
      for (const step of steps) {
        await expectOk('POST', `${path}/${step}`, { headers: { accept: 'application/json' } });
      }
    },
    async addCard({ confirmUrl }) {
      await expectOk('POST', `${new URL(confirmUrl).pathname}/card`, {
        headers: { accept: 'application/json' },
      });
    },
    trustServicePassword: async () => SANDBOX_TRUST_SERVICE_PASSWORD,
    async attachment({ requestId }) {
      const made = await request('POST', '/dev/attachments', { body: { requestId } });
      if (made.status !== 201) {
        throw new Error(`/dev/attachments answered ${made.status}: ${made.text.slice(0, 200)}`);
      }
      return { attachmentId: made.json.attachmentId };
    },
    async ssoOnboarding({ email }) {
      const started = await request('POST', '/dev/sso-onboarding', { body: { email } });
      if (started.status !== 201) {
        throw new Error(`/dev/sso-onboarding answered ${started.status}: ${started.text}`);
      }
      const secret = /\b(\d{6})\b/.exec(await mailText(email));
      if (!secret) throw new Error(`no secret in the single sign-on mail to ${email}`);
      return { ssoId: started.json.ssoId, token: started.json.token, secret: secret[1] };
    },
    async stripeWebhookDelivery({ businessId }) {
      const made = await request('POST', '/dev/stripe-webhook', { body: { businessId } });
      if (made.status !== 200) {
        throw new Error(`/dev/stripe-webhook answered ${made.status}: ${made.text.slice(0, 200)}`);
      }
      return { payload: made.json.payload, signature: made.json.signature };
    },
    async businessLogo({ businessId }) {
      await expectOk('POST', '/dev/business-logo', { body: { businessId } });
    },
    async chargebeeBusiness({ businessId }) {
      await expectOk('POST', '/dev/chargebee-business', { body: { businessId } });
    },
    async startMaintenance({ minutes }) {
      await expectOk('POST', '/dev/maintenance', { body: { minutes } });
    },
    async endMaintenance() {
      await expectOk('DELETE', '/dev/maintenance');
    },
  };
}

module.exports = referenceFixtures;

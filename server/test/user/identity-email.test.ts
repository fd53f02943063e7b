// The signer identity e-mail changes only through a verified address: PUT /v1/user keeps the
// attribute and mails a link to the new address; POST /v1/valid-confirmation with its token (the
// app's /signup/confirm page) sets it. Removing is immediate, the own confirmed login e-mail needs
// no link, the links work once, 48 hours, for the address they were mailed to, and at most 3 are
// sent per account in an hour (429).
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserByEmail } from '../../src/areas/user/index.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn, tokenFromMail, uniqueEmail } from '../auth/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ config: { publicUrl: 'https://sign.example.test' } });
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const inject = (options: InjectOptions) => server.app.inject(options);
type Account = Awaited<ReturnType<typeof signedIn>>;

const put = (account: Account, attributes: Record<string, string[]>, firstName = 'Anna') =>
  inject({
    method: 'PUT',
    url: '/v1/user',
    headers: account.auth,
    payload: { firstName, lastName: 'Meier', attributes },
  });
const confirm = (token: string) =>
  inject({ method: 'POST', url: '/v1/valid-confirmation', payload: { token } });
const me = async (account: Account) =>
  (await inject({ method: 'GET', url: '/v1/user', headers: account.auth })).json();
const linkTo = (to: string) => tokenFromMail(server.mailer.lastTo(to)?.text);

describe('signer identity e-mail', () => {
  it('keeps the attribute and mails a link to the new address; the link sets it', async () => {
    const account = await signedIn(server, { lang: 'de' });
    const address = uniqueEmail('signer');
    const response = await put(account, { signer_identity_email: [address.toUpperCase()] });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(200);
    expect(response.json().attributes.signerIdentityEmail).toBeUndefined();

    const mail = server.mailer.lastTo(address)!;
    expect(mail.language).toBe('de');
    expect(mail.subject).toBe('Bestätigen Sie Ihre Unterzeichner-E-Mail-Adresse');
    expect(mail.text).toContain(`(${account.email})`);
    expect(mail.text).toContain('https://sign.example.test/signup/confirm?token=');

    const confirmed = await confirm(tokenFromMail(mail.text));
    expectContract(confirmed, 'post /v1/valid-confirmation');
    expect(confirmed.json()).toEqual({ success: true, message: 'Signer e-mail confirmed.' });
    const user = await me(account);
    expect(user.attributes.signerIdentityEmail).toEqual([address]);
    // The server's own record of the verification is not part of the answer.
    expect(Object.keys(user.attributes)).not.toContain('signerIdentityEmailVerified');
    // Sending the verified address again changes nothing and mails nothing.
    const sent = server.mailer.sent.length;
    expect((await put(account, { signer_identity_email: [address] })).statusCode).toBe(200);
    expect(server.mailer.sent.length).toBe(sent);

    const again = await confirm(tokenFromMail(mail.text));
    expectContract(again, 'post /v1/valid-confirmation');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('invalid_token');
  });

  it('confirms only with the newest link, and only the address it was mailed to', async () => {
    const account = await signedIn(server);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await put(account, { signer_identity_email: [first] });
    await put(account, { signer_identity_email: [second] });
    expect((await confirm(linkTo(first))).statusCode).toBe(422);
    expect((await confirm(linkTo(second))).statusCode).toBe(200);
    expect((await me(account)).attributes.signerIdentityEmail).toEqual([second]);
  });

  it('removes the address at once; the own confirmed login e-mail needs no link', async () => {
    const account = await signedIn(server);
    const address = uniqueEmail('signer');
    await put(account, { signer_identity_email: [address] });
    await confirm(linkTo(address));
    const removed = await put(account, { signer_identity_email: [] });
    expect(removed.json().attributes.signerIdentityEmail).toBeUndefined();

    const sent = server.mailer.sent.length;
    const own = await put(account, { signer_identity_email: [account.email] });
    expect(own.json().attributes.signerIdentityEmail).toEqual([account.email]);
    expect(server.mailer.sent.length).toBe(sent);
  });

  it('refuses to write the server’s verification record with 400', async () => {
    const account = await signedIn(server);
    const response = await put(account, { signer_identity_email_verified: [account.email] });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(400);
  });

  it('lets a link expire after 48 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const account = await signedIn(server);
    const address = uniqueEmail('late');
    await put(account, { signer_identity_email: [address] });
    vi.setSystemTime(new Date('2026-11-27T10:00:01Z'));
    const late = await confirm(linkTo(address));
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('token_expired');
    const user = await findUserByEmail(server.testDb.db, account.email);
    expect(user!.attributes).not.toContain('signer_identity_email');
  });

  it('refuses to confirm the confirmed login e-mail of another account with 409', async () => {
    const account = await signedIn(server);
    const other = await signedIn(server);
    await put(account, { signer_identity_email: [other.email] });
    const response = await confirm(linkTo(other.email));
    expectContract(response, 'post /v1/valid-confirmation');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('email_taken');
    expect((await me(account)).attributes.signerIdentityEmail).toBeUndefined();
  });

  it('sends at most 3 links per account in an hour, then 429 and nothing is saved', async () => {
    const account = await signedIn(server);
    for (let i = 0; i < 3; i++) {
      expect((await put(account, { signer_identity_email: [uniqueEmail('try')] })).statusCode).toBe(
        200,
      );
    }
    const address = uniqueEmail('fourth');
    const limited = await put(account, { signer_identity_email: [address] }, 'Annalena');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(server.mailer.lastTo(address)).toBeUndefined();
    expect((await me(account)).firstName).toBe('Anna');
    // Other changes without a new address go on.
    const other = await put(account, { lang: ['fr'] }, 'Annalena');
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().firstName).toBe('Annalena');
  });
});

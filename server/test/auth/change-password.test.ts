// POST /v1/change-password: old password confirms, rules apply to the new one, weak_password is
// set at login when the password breaks today's rules and cleared by the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security/passwords.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, login, signedIn } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const change = (auth: Record<string, string>, payload: object) =>
  server.app.inject({ method: 'POST', url: '/v1/change-password', headers: auth, payload });
const me = async (auth: Record<string, string>) =>
  (await server.app.inject({ method: 'GET', url: '/v1/user', headers: auth })).json();

describe('change password', () => {
  it('refuses a wrong current password with 422 pointing at old', async () => {
    const account = await signedIn(server);
    const response = await change(account.auth, {
      old: 'Not-My-Password-1',
      new: 'Zurich-Treuhand-2027!',
    });
    expectContract(response, 'post /v1/change-password');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'wrong_password',
      errors: [{ pointer: '/body/old', code: 'wrong_password' }],
    });
  });

  it('refuses a weak new password with 422 and the rule code', async () => {
    const account = await signedIn(server, { firstName: 'Chiara', lastName: 'Rossi' });
    const response = await change(account.auth, { old: account.password, new: 'Rossi-Basel-77' });
    expectContract(response, 'post /v1/change-password');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      pointer: '/body/new',
      code: 'contains_name',
    });
  });

  it('sets weak_password at login for a weak stored password and clears it on change', async () => {
    const account = await signedIn(server);
    // A password accepted under older rules that is on today's common list.
    await server.testDb.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('sommer2026') })
      .where('email', '=', account.email)
      .execute();
    const weakLogin = await login(server, account.email, 'sommer2026');
    const auth = { authorization: `Bearer ${weakLogin.json().token.value}` };
    expect((await me(auth)).attributes.weakPassword).toEqual(['true']);

    const other = (await login(server, account.email, 'sommer2026')).json().token.value;
    const response = await change(auth, { old: 'sommer2026', new: 'Zurich-Treuhand-2027!' });
    expectContract(response, 'post /v1/change-password');
    expect(response.json()).toEqual({ success: true, message: 'Password changed.' });
    expect((await me(auth)).attributes.weakPassword).toEqual(['false']);

    // This session stays; the others end.
    const otherUser = await server.app.inject({
      method: 'GET',
      url: '/v1/user',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(otherUser.statusCode).toBe(401);
    expect((await login(server, account.email, 'sommer2026')).statusCode).toBe(401);
    expect((await login(server, account.email, 'Zurich-Treuhand-2027!')).statusCode).toBe(200);
  });

  it('asks for a token', async () => {
    const response = await change({}, { old: 'a', new: 'b' });
    expectContract(response, 'post /v1/change-password');
    expect(response.statusCode).toBe(401);
  });
});

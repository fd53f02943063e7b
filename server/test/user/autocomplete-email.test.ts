// GET /v1/email_input_autocomplete: the e-mail autocomplete over the user's own contacts.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/areas/user/index.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from '../auth/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);

describe('GET /v1/email_input_autocomplete', () => {
  it('proposes the own contacts matching e-mail or name, most used first, never others', async () => {
    const account = await signedIn(server);
    const other = await signedIn(server);
    const me = (await findUserByEmail(server.testDb.db, account.email))!;
    const them = (await findUserByEmail(server.testDb.db, other.email))!;
    const now = new Date().toISOString();
    await server.testDb.db
      .insertInto('contacts')
      .values([
        {
          user_id: me.id,
          email: 'beat.keller@muster-treuhand.ch',
          name: 'Beat Keller',
          use_count: 5,
          last_used_at: now,
        },
        {
          user_id: me.id,
          email: 'chiara.rossi@example.org',
          name: 'Chiara Rossi',
          use_count: 2,
          last_used_at: now,
        },
        {
          user_id: me.id,
          email: 'daniel.frei@muster-treuhand.ch',
          name: '',
          use_count: 1,
          last_used_at: now,
        },
        {
          user_id: me.id,
          email: 'percent_100@example.org',
          name: '',
          use_count: 1,
          last_used_at: now,
        },
        {
          user_id: them.id,
          email: 'beat.secret@example.org',
          name: 'Beat Secret',
          use_count: 9,
          last_used_at: now,
        },
      ])
      .execute();
    const search = (input: string, auth = account.auth) =>
      inject({
        method: 'GET',
        url: `/v1/email_input_autocomplete?input=${encodeURIComponent(input)}`,
        headers: auth,
      });

    const beat = await search('BEAT');
    expectContract(beat, 'get /v1/email_input_autocomplete');
    expect(beat.json()).toEqual({
      items: [{ email: 'beat.keller@muster-treuhand.ch', name: 'Beat Keller' }],
    });
    const domain = await search('muster-treuhand');
    expect(domain.json().items.map((i: { email: string }) => i.email)).toEqual([
      'beat.keller@muster-treuhand.ch',
      'daniel.frei@muster-treuhand.ch',
    ]);
    expect((await search('rossi')).json().items).toEqual([
      { email: 'chiara.rossi@example.org', name: 'Chiara Rossi' },
    ]);
    // LIKE wildcards in the input are literal.
    expect((await search('%')).json().items).toEqual([]);
    expect((await search('t_1')).json().items).toEqual([
      { email: 'percent_100@example.org', name: '' },
    ]);
    expect((await search('beat', other.auth)).json().items).toEqual([
      { email: 'beat.secret@example.org', name: 'Beat Secret' },
    ]);
  });

  it('answers an empty list for a user without contacts and 400 without input', async () => {
    const account = await signedIn(server);
    const empty = await inject({
      method: 'GET',
      url: '/v1/email_input_autocomplete?input=a',
      headers: account.auth,
    });
    expect(empty.json()).toEqual({ items: [] });
    const missing = await inject({
      method: 'GET',
      url: '/v1/email_input_autocomplete',
      headers: account.auth,
    });
    expectContract(missing, 'get /v1/email_input_autocomplete');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].pointer).toBe('/query/input');
  });
});

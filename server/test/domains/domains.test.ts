// Domains (docs/product.md#validation-contact "Domain pattern: a dotted hostname ending in 2 or more letters, or a
// bracketed IPv4 address"): add and remove, one business per domain (409 domain_taken), proof of
// control by a DNS TXT record (sandbox verifier by default, labelled as such; the DNS verifier
// checked with a fake resolver), and the offer to join made to people of a verified domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DnsDomainVerifier } from '../../src/providers/domain-verifier.ts';
import { business, expectContract, start, user, type Ctx, type User } from '../business/support.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await start();
});
afterAll(() => ctx.server.close());

const add = (admin: User, id: string, domain: string) =>
  ctx.inject({
    method: 'POST',
    url: `/v1/businesses/${id}/domains`,
    headers: admin.auth,
    payload: { domain },
  });

describe('domains', () => {
  it('adds a hostname and a bracketed IPv4 address, lower-cased, verified by the sandbox', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const added = await add(admin, id, 'Muster-Treuhand.CH');
    expect(added.statusCode, added.body).toBe(201);
    expectContract(added, 'post /v1/businesses/{businessId}/domains');
    expect(added.json().domains).toEqual(['muster-treuhand.ch']);
    expect(added.json().items[0]).toMatchObject({
      domain: 'muster-treuhand.ch',
      verified: true,
      verifier: 'sandbox',
      txtRecordName: '_signing-verification.muster-treuhand.ch',
    });
    expect((await add(admin, id, '[192.168.10.20]')).statusCode).toBe(201);
    const listed = await ctx.inject({
      method: 'GET',
      url: `/v1/businesses/${id}/domains`,
      headers: admin.auth,
    });
    expectContract(listed, 'get /v1/businesses/{businessId}/domains');
    expect(listed.json().domains).toEqual(['[192.168.10.20]', 'muster-treuhand.ch']);
    const got = await ctx.inject({
      method: 'GET',
      url: `/v1/businesses/${id}`,
      headers: admin.auth,
    });
    expect(got.json().domains).toEqual(['[192.168.10.20]', 'muster-treuhand.ch']);
  });

  it('refuses what breaks the pattern (400 at /body/domain)', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    for (const bad of ['localhost', 'muster.c', '192.168.10.20', '[300.1.1.1]', 'a..ch']) {
      const refused = await add(admin, id, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errors[0].pointer).toBe('/body/domain');
    }
  });

  it('gives a domain to one business only (409 domain_taken), free again once removed', async () => {
    const first = await user(ctx);
    const firstId = await business(ctx, first);
    const second = await user(ctx);
    const secondId = await business(ctx, second);
    await add(first, firstId, 'keller-partner.ch');
    const taken = await add(second, secondId, 'KELLER-partner.ch');
    expect(taken.statusCode).toBe(409);
    expectContract(taken, 'post /v1/businesses/{businessId}/domains');
    expect(taken.json().code).toBe('domain_taken');
    const removed = await ctx.inject({
      method: 'DELETE',
      url: `/v1/businesses/${firstId}/domains/keller-partner.ch`,
      headers: first.auth,
    });
    expectContract(removed, 'delete /v1/businesses/{businessId}/domains/{domain}');
    expect(removed.json().domains).toEqual([]);
    expect((await add(second, secondId, 'keller-partner.ch')).statusCode).toBe(201);
    const gone = await ctx.inject({
      method: 'DELETE',
      url: `/v1/businesses/${firstId}/domains/keller-partner.ch`,
      headers: first.auth,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('with the DNS verifier, stays unverified until the TXT record is there', async () => {
    const records = new Map<string, string[][]>();
    ctx.server.app.context.providers.domainVerifier = new DnsDomainVerifier(async (name) => {
      const found = records.get(name);
      if (!found) throw Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
      return found;
    });
    try {
      const admin = await user(ctx);
      const id = await business(ctx, admin);
      const added = (await add(admin, id, 'frei-beratung.ch')).json().items[0];
      expect(added).toMatchObject({ verified: false, verifier: 'dns' });
      const verify = () =>
        ctx.inject({
          method: 'POST',
          url: `/v1/businesses/${id}/domains/frei-beratung.ch/verify`,
          headers: admin.auth,
        });
      expect((await verify()).json().items[0].verified).toBe(false);
      // Published in two strings of one TXT record (values over 255 characters are split).
      const value = added.txtRecordValue as string;
      records.set(added.txtRecordName, [['other'], [value.slice(0, 10), value.slice(10)]]);
      const verified = await verify();
      expectContract(verified, 'post /v1/businesses/{businessId}/domains/{domain}/verify');
      expect(verified.json().items[0].verified).toBe(true);
    } finally {
      ctx.server.app.context.providers.domainVerifier = {
        kind: 'sandbox',
        verify: async () => true,
      };
    }
  });
});

describe('offers to join', () => {
  it('offers people of a verified domain to join, through an invitation they accept', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    await add(admin, id, 'ammann-immobilien.ch');
    const person = await user(ctx);
    await ctx.server.testDb.db
      .updateTable('users')
      .set({ email: 'lea.ammann@ammann-immobilien.ch' })
      .where('id', '=', person.userId)
      .execute();
    const offers = await ctx.inject({
      method: 'GET',
      url: '/v1/domain-offers',
      headers: person.auth,
    });
    expectContract(offers, 'get /v1/domain-offers');
    const [offer] = offers.json().offers;
    expect(offer).toMatchObject({ domain: 'ammann-immobilien.ch', business: { id } });
    const again = await ctx.inject({
      method: 'GET',
      url: '/v1/domain-offers',
      headers: person.auth,
    });
    expect(again.json().offers[0].inviteId).toBe(offer.inviteId);
    const accepted = await ctx.inject({
      method: 'POST',
      url: `/v1/invitations/${offer.inviteId}/accept`,
      headers: person.auth,
    });
    expect(accepted.json().role).toBe('member');
    const after = await ctx.inject({
      method: 'GET',
      url: '/v1/domain-offers',
      headers: person.auth,
    });
    expect(after.json().offers).toEqual([]);
    // Nobody else gets an offer: another domain, or an unconfirmed e-mail of the domain.
    const other = await user(ctx);
    await ctx.server.testDb.db
      .updateTable('users')
      .set({ email: 'max@unclaimed-example.ch' })
      .where('id', '=', other.userId)
      .execute();
    const none = await ctx.inject({ method: 'GET', url: '/v1/domain-offers', headers: other.auth });
    expect(none.json().offers).toEqual([]);
    const unconfirmed = await user(ctx);
    await ctx.server.testDb.db
      .updateTable('users')
      .set({ email: 'tom.ammann@ammann-immobilien.ch', email_verified: 0 })
      .where('id', '=', unconfirmed.userId)
      .execute();
    const notYet = await ctx.inject({
      method: 'GET',
      url: '/v1/domain-offers',
      headers: unconfirmed.auth,
    });
    expect(notYet.json().offers).toEqual([]);
  });
});

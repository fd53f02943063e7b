// The `dns` domain verifier against a real DNS server the test starts on loopback
// (support/dns-responder.ts), asked through node's resolver as in production (DNS_SERVERS points
// it there): a TXT record with the expected value proves the domain, none or another value does
// not, and a value split into several strings of one record (values over 255 characters are)
// counts joined. Then the whole operation: a server with DOMAIN_VERIFIER=dns answers
// `verifier: dns`, unverified until the record is published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { DnsDomainVerifier, txtLookup } from '../../src/providers/domain-verifier.ts';
import { business, expectContract, start, user, type Ctx } from '../business/support.ts';
import { DnsResponder } from '../support/dns-responder.ts';

let dns: DnsResponder;
beforeAll(async () => {
  dns = await new DnsResponder().start();
});
afterAll(() => dns.close());

const RECORD = '_signing-verification.muster-treuhand.ch';

describe('DnsDomainVerifier on a loopback DNS server', () => {
  it('proves a domain whose TXT record carries the value, asking the configured server', async () => {
    const verifier = new DnsDomainVerifier(txtLookup([dns.address]));
    dns.publish(RECORD, ['v=spf1 -all'], ['signing-verification=abc123']);
    expect(await verifier.verify(RECORD, 'signing-verification=abc123')).toBe(true);
    expect(dns.queries).toContain(`${RECORD} 16`);
  });

  it('does not prove it without the record, or with another value', async () => {
    const verifier = new DnsDomainVerifier(txtLookup([dns.address]));
    dns.unpublish(RECORD);
    expect(await verifier.verify(RECORD, 'signing-verification=abc123')).toBe(false);
    dns.publish(RECORD, ['signing-verification=other']);
    expect(await verifier.verify(RECORD, 'signing-verification=abc123')).toBe(false);
  });

  it('joins the strings of one record (a value split at 255 characters)', async () => {
    const verifier = new DnsDomainVerifier(txtLookup([dns.address]));
    const value = `signing-verification=${'x'.repeat(300)}`;
    dns.publish(RECORD, [value.slice(0, 255), value.slice(255)]);
    expect(await verifier.verify(RECORD, value)).toBe(true);
    // Strings of different records are not joined.
    dns.publish(RECORD, [value.slice(0, 255)], [value.slice(255)]);
    expect(await verifier.verify(RECORD, value)).toBe(false);
  });
});

describe('domain verification on a server with DOMAIN_VERIFIER=dns', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    const chosen = loadConfig({ DOMAIN_VERIFIER: 'dns', DNS_SERVERS: dns.address });
    expect(chosen.providerChoices.domainVerifier).toBe('dns');
    ctx = await start({ providerChoices: chosen.providerChoices, dnsServers: chosen.dnsServers });
  });
  afterAll(() => ctx.server.close());

  it('stays unverified until the TXT record is published, then is verified by dns', async () => {
    const admin = await user(ctx);
    const id = await business(ctx, admin);
    const added = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${id}/domains`,
      headers: admin.auth,
      payload: { domain: 'frei-beratung.ch' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const domain = added.json().items[0];
    expect(domain).toMatchObject({ verified: false, verifier: 'dns', verifiedAt: null });
    const verify = () =>
      ctx.inject({
        method: 'POST',
        url: `/v1/businesses/${id}/domains/frei-beratung.ch/verify`,
        headers: admin.auth,
      });
    const before = await verify();
    expectContract(before, 'post /v1/businesses/{businessId}/domains/{domain}/verify');
    expect(before.json().items[0]).toMatchObject({ verified: false, verifier: 'dns' });
    expect(dns.queries).toContain(`${domain.txtRecordName} 16`);

    dns.publish(domain.txtRecordName, [domain.txtRecordValue]);
    const after = await verify();
    expectContract(after, 'post /v1/businesses/{businessId}/domains/{domain}/verify');
    expect(after.json().items[0]).toMatchObject({ verified: true, verifier: 'dns' });
    expect(after.json().items[0].verifiedAt).not.toBeNull();
  });
});

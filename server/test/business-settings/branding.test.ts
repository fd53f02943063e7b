// Company branding (docs/product.md#entities-business-settings "companyBranding.logo"): the admin gives an https
// address; the server takes the image from there once, when the settings are saved, keeps it and
// serves it (and its resized variants) from its own origin, so the pages' content security policy
// stays img-src 'self'. The logo heads the invitation mails of the business's requests (loaded
// from the service's public address) and the direct signer's page. An address that fails answers
// 422 with the field's pointer and nothing is saved.
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { isPublicAddress } from '../../src/security/public-network.ts';
import { user } from '../business/support.ts';
import { basic, directLinkFrom, directSigner, openRequest } from '../signature-requests/support.ts';
import { startLogoHost, type LogoHost } from './logo-host.ts';
import { putSettings, settingsBody, settingsWorld, type SettingsWorld } from './support.ts';

let host: LogoHost;
let world: SettingsWorld;

beforeAll(async () => {
  host = await startLogoHost();
});
afterAll(async () => host.close());
beforeEach(async () => {
  host.asked.length = 0;
  // The customer's host is on loopback: allowed only through the tests' switch, and its own
  // certificate trusted.
  world = await settingsWorld({
    webhooks: { allowPrivateAddresses: true, pollMs: 0, timeoutMs: 5_000 },
    outboundCa: host.cert,
  });
});
afterEach(async () => world.ctx.server.close());

const saveLogo = (sourceUrl: string) => putSettings(world, settingsBody({ logo: { sourceUrl } }));
const pointerAndCode = (body: { errors: { pointer: string; code: string }[] }) =>
  body.errors.map((e) => [e.pointer, e.code]);

describe('company logo', () => {
  it('is taken once from its address and served from our origin, also resized', async () => {
    const saved = await saveLogo(host.url('/logo.png'));
    expect(saved.statusCode, saved.body).toBe(200);
    const logo = saved.json().settings.companyBranding.logo;
    expect(logo).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/v2/businesses/${world.businessId}/logo\\?v=[0-9a-f]{16}$`),
      ),
      sourceUrl: host.url('/logo.png'),
      width: 480,
      height: 160,
    });
    expect(host.asked).toEqual(['/logo.png']);

    // Public (mails and direct signers load it), cached for good under its version.
    const image = await world.ctx.inject({ method: 'GET', url: logo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 480, height: 160 });
    const small = await world.ctx.inject({
      method: 'GET',
      url: `${logo.url}&width=120&format=webp`,
    });
    expect(small.headers['content-type']).toBe('image/webp');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 120, height: 40 });
    const unversioned = await world.ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${world.businessId}/logo`,
    });
    expect(unversioned.headers['cache-control']).toBe('public, no-cache');

    // Saving the other settings keeps the logo without fetching it again.
    const again = await putSettings(
      world,
      settingsBody({ logo: { sourceUrl: host.url('/logo.png') }, part11: true }),
    );
    expect(again.json().settings.companyBranding.logo).toEqual(logo);
    expect(host.asked).toEqual(['/logo.png']);
  });

  it('follows a redirect to the image', async () => {
    const saved = await saveLogo(host.url('/moved'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.companyBranding.logo.sourceUrl).toBe(host.url('/moved'));
    expect(host.asked).toEqual(['/moved', '/logo.png']);
  });

  it('refuses an address that fails with a 422 on the field, and saves nothing', async () => {
    const cases: [string, string][] = [
      [host.url('/logo.png').replace('https:', 'http:'), 'logo_not_https'],
      [host.url('/page.html'), 'logo_not_an_image'],
      [host.url('/fake.png'), 'logo_not_an_image'],
      [host.url('/big.png'), 'logo_too_large'],
      [host.url('/wide.png'), 'logo_too_large'],
      [host.url('/missing.png'), 'logo_unreachable'],
      [host.url('/loop'), 'logo_unreachable'],
      ['https://user:secret@www.muster-treuhand.ch/logo.png', 'logo_address_not_allowed'],
    ];
    for (const [address, code] of cases) {
      const refused = await saveLogo(address);
      expect(refused.statusCode, `${address}: ${refused.body}`).toBe(422);
      expect(refused.json().code, address).toBe(code);
      expect(pointerAndCode(refused.json()), address).toEqual([
        ['/body/companyBranding/logo/sourceUrl', code],
      ]);
    }
    const read = await world.ctx.inject({
      method: 'GET',
      url: `/v1/businesses/${world.businessId}/settings`,
      headers: world.anna.auth,
    });
    expect(read.json().settings.companyBranding.logo).toBeNull();
    expect(read.json().settings.signatureRequests.part11.enabled).toBe(false);
  });

  it('is removed with null: its address answers 404 from then on', async () => {
    const logo = (await saveLogo(host.url('/logo.png'))).json().settings.companyBranding.logo;
    const cleared = await putSettings(world, settingsBody({ logo: null }));
    expect(cleared.json().settings.companyBranding.logo).toBeNull();
    expect((await world.ctx.inject({ method: 'GET', url: logo.url })).statusCode).toBe(404);
  });

  it('the invitation mail and the direct signer show it, loaded from the service', async () => {
    const logo = (await saveLogo(host.url('/logo.png'))).json().settings.companyBranding.logo;
    await openRequest(world.ctx, world.beat, (d) => [directSigner('chiara.rossi@example.org', d)]);
    const mail = world.ctx.server.mailer.lastTo('chiara.rossi@example.org')!;
    const src = `${world.ctx.server.config.publicUrl}${logo.url}&amp;width=400&amp;height=120`;
    expect(mail.html).toContain(
      `<img src="${src}" alt="Muster Treuhand AG" width="180" height="60"`,
    );

    const link = directLinkFrom(world.ctx, 'chiara.rossi@example.org');
    const info = await world.ctx.inject({
      method: 'GET',
      url: `/v2/direct/businesses/${world.businessId}/public-information`,
      headers: basic(link.requestId, link.key),
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ name: 'Muster Treuhand AG', logo });
  });

  it('no logo set, or a sender of no business: no logo in the mail, 404 at the address', async () => {
    await openRequest(world.ctx, world.beat, (d) => [directSigner('chiara.rossi@example.org', d)]);
    expect(world.ctx.server.mailer.lastTo('chiara.rossi@example.org')!.html).not.toContain('<img');
    const outsider = await user(world.ctx);
    await openRequest(world.ctx, outsider, (d) => [directSigner('luca.bianchi@example.org', d)]);
    expect(world.ctx.server.mailer.lastTo('luca.bianchi@example.org')!.html).not.toContain('<img');
    const none = await world.ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${world.businessId}/logo`,
    });
    expect(none.statusCode).toBe(404);
  });

  it('pages keep allowing images from our own origin only', async () => {
    const page = await world.ctx.inject({ method: 'GET', url: '/login' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).not.toMatch(/img-src[^;]*(https:|\*)/);
  });
});

describe('company logo without the tests switch', () => {
  it('refuses an address on loopback before asking it, also by a name that resolves there', async () => {
    const strict = await settingsWorld({ outboundCa: host.cert });
    const addresses = [host.url('/logo.png'), 'https://localhost/logo.png'];
    // The machine's own name is no local name, but resolves to a loopback or private address
    // here: the guard refuses it when it resolves the name, before connecting.
    const own = await lookup(hostname()).catch(() => undefined);
    if (own && !isPublicAddress(own.address)) {
      addresses.push(host.url('/logo.png').replace('127.0.0.1', hostname()));
    }
    try {
      host.asked.length = 0;
      for (const address of addresses) {
        const refused = await putSettings(strict, settingsBody({ logo: { sourceUrl: address } }));
        expect(refused.statusCode, refused.body).toBe(422);
        expect(pointerAndCode(refused.json())).toEqual([
          ['/body/companyBranding/logo/sourceUrl', 'logo_address_not_allowed'],
        ]);
      }
      expect(host.asked).toEqual([]);
    } finally {
      await strict.ctx.server.close();
    }
  });
});

// GET/PUT /v1/businesses/{businessId}/settings (docs/product.md#entities-business-settings "Settings: supportContact (email,
// phone); signatureRequests.part11.enabled; signatureRequests.retention (enabled, terminalState);
// companyBranding.logo (url, height, width); mailService.attachments for signedDocument and
// signatureProtocol (each with enabled, customisable); userPilot.enabled"): defaults, replacing
// them (admins only), `customisable` kept by the service, the Business answer and the public
// information following the stored settings. The logo taken from an address: branding.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract, user } from '../business/support.ts';
import { putSettings, settingsBody, settingsWorld, type SettingsWorld } from './support.ts';

let world: SettingsWorld;
const url = () => `/v1/businesses/${world.businessId}/settings`;

beforeEach(async () => {
  world = await settingsWorld();
});
afterEach(async () => world.ctx.server.close());

describe('business settings', () => {
  it('answers the defaults of a business that never saved settings', async () => {
    const response = await world.ctx.inject({
      method: 'GET',
      url: url(),
      headers: world.anna.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'get /v1/businesses/{businessId}/settings');
    expect(response.json().settings).toEqual({
      // The contact given at registration (docs/product.md#validation: kept on the business).
      supportContact: { email: 'info@muster-treuhand.ch', phone: '+41 44 123 45 67' },
      signatureRequests: {
        part11: { enabled: false },
        retention: { enabled: false, terminalState: 90 },
      },
      companyBranding: { logo: null },
      mailService: {
        attachments: {
          signedDocument: { enabled: true, customisable: true },
          signatureProtocol: { enabled: false, customisable: true },
        },
      },
      userPilot: { enabled: false },
    });
  });

  it("replaces the settings; customisable stays the service's; members read them too", async () => {
    const body = settingsBody({
      part11: true,
      retention: { enabled: true, terminalState: 30 },
      signatureProtocol: true,
    });
    const saved = await putSettings(world, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expectContract(saved, 'put /v1/businesses/{businessId}/settings');
    const expected = {
      ...body,
      mailService: {
        attachments: {
          signedDocument: { enabled: true, customisable: true },
          signatureProtocol: { enabled: true, customisable: true },
        },
      },
    };
    expect(saved.json().settings).toEqual(expected);

    const read = await world.ctx.inject({ method: 'GET', url: url(), headers: world.beat.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().settings).toEqual(expected);

    const business = await world.ctx.inject({
      method: 'GET',
      url: `/v1/businesses/${world.businessId}`,
      headers: world.anna.auth,
    });
    expect(business.json().settings).toEqual(expected);

    const info = await world.ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${world.businessId}/public-information`,
      headers: world.beat.auth,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().logo).toBeNull();
  });

  it('is changed by admins only (403 for a member, 404 for a stranger)', async () => {
    const member = await world.ctx.inject({
      method: 'PUT',
      url: url(),
      headers: world.beat.auth,
      payload: settingsBody(),
    });
    expect(member.statusCode).toBe(403);
    const stranger = await user(world.ctx);
    const other = await world.ctx.inject({ method: 'GET', url: url(), headers: stranger.auth });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a retention outside 1–3650 days and a bad logo with field pointers', async () => {
    const zero = await putSettings(
      world,
      settingsBody({ retention: { enabled: true, terminalState: 0 } }),
    );
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0].pointer).toBe('/body/signatureRequests/retention/terminalState');
    // The logo is given by the address to take it from: not an address, or the answer's shape
    // (a logo as served), breaks the schema.
    const notAddress = await putSettings(world, settingsBody({ logo: { sourceUrl: 'logo.png' } }));
    expect(notAddress.statusCode).toBe(400);
    expect(notAddress.json().errors.map((e: { pointer: string }) => e.pointer)).toContain(
      '/body/companyBranding/logo/sourceUrl',
    );
    const served = await putSettings(world, {
      ...settingsBody(),
      companyBranding: {
        logo: { url: '/v2/businesses/x/logo', width: 240, height: 80 },
      },
    } as unknown as ReturnType<typeof settingsBody>);
    expect(served.statusCode).toBe(400);
    expect(served.json().errors[0].pointer).toMatch(/^\/body\/companyBranding\/logo/);
  });
});

// The development page of a company logo (plugins/dev-logo-fixture.ts), the contract tests'
// fixture for the logo against a fresh local server, which may fetch no image address: a sample
// logo kept as the business's, served like a fetched one; a bad body is a 400 with its pointer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_LOGO_SOURCE } from '../../src/plugins/dev-logo-fixture.ts';
import { putSettings, settingsBody, settingsWorld, type SettingsWorld } from './support.ts';

let world: SettingsWorld;
beforeAll(async () => {
  world = await settingsWorld();
});
afterAll(() => world.ctx.server.close());

const giveLogo = (businessId: unknown) =>
  world.ctx.inject({ method: 'POST', url: '/dev/business-logo', payload: { businessId } });

describe('the development page of a company logo', () => {
  it('is 404 for a business whose settings are not saved, then keeps a logo the API serves', async () => {
    expect((await giveLogo(world.businessId)).statusCode).toBe(404);
    expect((await putSettings(world, settingsBody())).statusCode).toBe(200);
    const given = await giveLogo(world.businessId);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ businessId: world.businessId, sourceUrl: SAMPLE_LOGO_SOURCE });
    const logo = await world.ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${world.businessId}/logo?width=120&format=webp`,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/webp/);
    const settings = await world.ctx.inject({
      method: 'GET',
      url: `/v1/businesses/${world.businessId}/settings`,
      headers: world.anna.auth,
    });
    expect(settings.json().settings.companyBranding.logo.sourceUrl).toBe(SAMPLE_LOGO_SOURCE);
  });

  it('refuses a body without a business id, naming the field', async () => {
    const refused = await giveLogo('not-an-id');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ pointer: '/businessId' })]);
  });
});

// Company branding (seed 001 §3 "companyBranding.logo (url, height, width)"): the logo of the
// sender's business heads the invitation mails of its signature requests (HTML part, scaled into
// 200 x 60 px, the business's name as alternative text) and is part of the direct variant of the
// public information a direct signer's page shows; a sender outside a business sends no logo.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../business/support.ts';
import { basic, directLinkFrom, directSigner, openRequest } from '../signature-requests/support.ts';
import { LOGO, putSettings, settingsBody, settingsWorld, type SettingsWorld } from './support.ts';

let world: SettingsWorld;

beforeEach(async () => {
  world = await settingsWorld();
});
afterEach(async () => world.ctx.server.close());

describe('company branding', () => {
  it('the invitation mail of a member shows the business logo', async () => {
    await putSettings(world, settingsBody({ logo: LOGO }));
    await openRequest(world.ctx, world.beat, (d) => [directSigner('chiara.rossi@example.org', d)]);
    const mail = world.ctx.server.mailer.lastTo('chiara.rossi@example.org')!;
    expect(mail.html).toContain(`<img src="${LOGO.url}"`);
    expect(mail.html).toMatch(/<img src="[^"]+" alt="Muster Treuhand AG" width="180" height="60"/);

    // The direct signer's page reads the sender's branding with the link's credentials.
    const link = directLinkFrom(world.ctx, 'chiara.rossi@example.org');
    const info = await world.ctx.inject({
      method: 'GET',
      url: `/v2/direct/businesses/${world.businessId}/public-information`,
      headers: basic(link.requestId, link.key),
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ name: 'Muster Treuhand AG', logo: LOGO });
  });

  it('no logo set, or a sender of no business: no logo', async () => {
    await putSettings(world, settingsBody({ logo: null }));
    await openRequest(world.ctx, world.beat, (d) => [directSigner('chiara.rossi@example.org', d)]);
    expect(world.ctx.server.mailer.lastTo('chiara.rossi@example.org')!.html).not.toContain('<img');
    const outsider = await user(world.ctx);
    await openRequest(world.ctx, outsider, (d) => [directSigner('luca.bianchi@example.org', d)]);
    expect(world.ctx.server.mailer.lastTo('luca.bianchi@example.org')!.html).not.toContain('<img');
  });
});

// Test support of the business-settings tests: a business (Anna Meier admin, Beat Keller member)
// and the settings body of the contract's example world.
import type { ServerConfig } from '../../src/config.ts';
import { business, start, user, type Ctx, type User } from '../business/support.ts';

export interface SettingsWorld {
  ctx: Ctx;
  anna: User;
  beat: User;
  businessId: string;
}

export async function settingsWorld(config?: Partial<ServerConfig>): Promise<SettingsWorld> {
  const ctx = await start(config);
  const anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  const beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  const businessId = await business(ctx, anna);
  await ctx.server.testDb.db
    .insertInto('business_members')
    .values({
      business_id: businessId,
      user_id: beat.userId,
      role: 'member',
      joined_at: new Date().toISOString(),
    })
    .execute();
  return { ctx, anna, beat, businessId };
}

export const settingsBody = (
  overrides: {
    part11?: boolean;
    retention?: { enabled: boolean; terminalState: number };
    /** Where to take the logo from (a fetch: see logo-host.ts); none by default. */
    logo?: { sourceUrl: string } | null;
    signedDocument?: boolean;
    signatureProtocol?: boolean;
    userPilot?: boolean;
  } = {},
) => ({
  supportContact: { email: 'info@muster-treuhand.ch', phone: '+41 44 123 45 67' },
  signatureRequests: {
    part11: { enabled: overrides.part11 ?? false },
    retention: overrides.retention ?? { enabled: false, terminalState: 90 },
  },
  companyBranding: { logo: overrides.logo ?? null },
  mailService: {
    attachments: {
      signedDocument: { enabled: overrides.signedDocument ?? true, customisable: false },
      signatureProtocol: { enabled: overrides.signatureProtocol ?? false, customisable: false },
    },
  },
  userPilot: { enabled: overrides.userPilot ?? true },
});

export async function putSettings(world: SettingsWorld, body: ReturnType<typeof settingsBody>) {
  return world.ctx.inject({
    method: 'PUT',
    url: `/v1/businesses/${world.businessId}/settings`,
    headers: world.anna.auth,
    payload: body,
  });
}

// The settings rules (pure): a PUT body round-trips through the stored row, customisable is the
// service's, and the retention cut-off is `terminalState` days back.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  retentionCutoff,
  settingsAnswer,
  storedSettingsOf,
} from '../../src/areas/business/settings/rules.ts';
import { settingsBody } from './support.ts';

const contact = { email: 'info@muster-treuhand.ch', phone: '+41 44 123 45 67' };
const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const NO_LOGO = { logo_url: null, logo_key: null, logo_width: null, logo_height: null };

describe('settings rules', () => {
  it('round-trips a body, with customisable always true', () => {
    const body = settingsBody({ part11: true, signatureProtocol: true, userPilot: false });
    const answer = settingsAnswer(ID, storedSettingsOf(body, NO_LOGO), contact);
    expect(answer.signatureRequests).toEqual(body.signatureRequests);
    expect(answer.companyBranding).toEqual({ logo: null });
    expect(answer.userPilot).toEqual({ enabled: false });
    expect(answer.mailService.attachments.signatureProtocol).toEqual({
      enabled: true,
      customisable: true,
    });
  });

  it('defaults: signed document attached, protocol not, 90 days retention off', () => {
    const answer = settingsAnswer(ID, DEFAULT_SETTINGS, contact);
    expect(answer.mailService.attachments.signedDocument.enabled).toBe(true);
    expect(answer.mailService.attachments.signatureProtocol.enabled).toBe(false);
    expect(answer.signatureRequests.retention).toEqual({ enabled: false, terminalState: 90 });
  });

  it('answers a kept logo at its address on our origin, with its version and source', () => {
    const logo = {
      logo_url: 'https://www.muster-treuhand.ch/branding/logo.png',
      logo_key: `branding/${ID}/logo-3f9c2a7b1d4e5f60.png`,
      logo_width: 240,
      logo_height: 80,
    };
    const answer = settingsAnswer(ID, storedSettingsOf(settingsBody(), logo), contact);
    expect(answer.companyBranding.logo).toEqual({
      url: `/v2/businesses/${ID}/logo?v=3f9c2a7b1d4e5f60`,
      sourceUrl: 'https://www.muster-treuhand.ch/branding/logo.png',
      width: 240,
      height: 80,
    });
    // Saved before the service kept logos: an address, no kept image — no logo.
    const old = settingsAnswer(ID, { ...DEFAULT_SETTINGS, ...logo, logo_key: null }, contact);
    expect(old.companyBranding.logo).toBeNull();
  });

  it('the retention cut-off lies terminalState days before now', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    expect(retentionCutoff(now, 30).toISOString()).toBe('2026-10-27T09:00:00.000Z');
  });
});

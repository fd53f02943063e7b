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

describe('settings rules', () => {
  it('round-trips a body, with customisable always true', () => {
    const body = settingsBody({ part11: true, signatureProtocol: true, userPilot: false });
    const answer = settingsAnswer(storedSettingsOf(body), contact);
    expect(answer.signatureRequests).toEqual(body.signatureRequests);
    expect(answer.companyBranding).toEqual(body.companyBranding);
    expect(answer.userPilot).toEqual({ enabled: false });
    expect(answer.mailService.attachments.signatureProtocol).toEqual({
      enabled: true,
      customisable: true,
    });
  });

  it('defaults: signed document attached, protocol not, 90 days retention off', () => {
    const answer = settingsAnswer(DEFAULT_SETTINGS, contact);
    expect(answer.mailService.attachments.signedDocument.enabled).toBe(true);
    expect(answer.mailService.attachments.signatureProtocol.enabled).toBe(false);
    expect(answer.signatureRequests.retention).toEqual({ enabled: false, terminalState: 90 });
  });

  it('the retention cut-off lies terminalState days before now', () => {
    const now = new Date('2026-11-26T09:00:00Z');
    expect(retentionCutoff(now, 30).toISOString()).toBe('2026-10-27T09:00:00.000Z');
  });
});

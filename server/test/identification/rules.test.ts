// The pure rules of identifications (areas/identification/rules.ts), without a database or
// server: the provider's legislation (docs/product.md#calls-identification "eidas uses segment srs with video or robo;
// zertes uses segment intrum with video or autoident"), the appointment status mapping (
// docs/product.md#states-identification "initialized and unknown become initialized; inprogress stays inprogress; success becomes
// activatingQES; failure stays failure"), the provider's walk, and who may start or cancel.
import { describe, expect, it } from 'vitest';
import {
  IDENTIFICATION_PRICE,
  LEGISLATION_OF,
  appointmentStatus,
  assertCanStart,
  checkCancellable,
  checkOwnEmail,
  holdsQualified,
  identificationName,
  isFinished,
  nextStatus,
  noIdentification,
  notYourRequest,
  qualifiedGrant,
  statusesPerLegislation,
  transition,
  withGrant,
} from '../../src/areas/identification/rules.ts';
import type { Grant } from '../../src/areas/user/index.ts';

const qesZertes: Grant = { group: 'qes', scope: 'zertes', quality: 'qes' };
const aesEidas: Grant = { group: 'aes', scope: 'eidas', quality: 'aes' };

describe('the provider and its legislation (docs/product.md#calls)', () => {
  it('srs identifies for eidas, intrum for zertes', () => {
    expect(LEGISLATION_OF).toEqual({ srs: 'eidas', intrum: 'zertes' });
  });

  it('names an identification by legislation and method in messages', () => {
    expect(identificationName('srs', 'robo')).toBe('eidas self-service (robo)');
    expect(identificationName('intrum', 'autoident')).toBe('zertes autoident');
    expect(noIdentification('srs', 'video')).toMatchObject({
      kind: 'not_found',
      message: 'You have no eidas video identification.',
    });
  });
});

describe('the appointment status mapping (docs/product.md#states-identification)', () => {
  it('maps the provider statuses and allows only the real walk', () => {
    expect(
      ['initialized', 'unknown', 'inprogress', 'success', 'failure'].map(appointmentStatus),
    ).toEqual(['initialized', 'initialized', 'inprogress', 'activatingQES', 'failure']);
    expect(nextStatus('initialized', 'start')).toBe('inprogress');
    expect(nextStatus('initialized', 'succeed')).toBeUndefined();
    expect(nextStatus('inprogress', 'succeed')).toBe('success');
    expect(nextStatus('inprogress', 'fail')).toBe('failure');
    expect(nextStatus('success', 'fail')).toBeUndefined();
  });

  it('maps a status a provider may add later to initialized', () => {
    expect(appointmentStatus('pending_review')).toBe('initialized');
  });

  it('starts from unknown too, and refuses (409) a step that does not follow', () => {
    expect(nextStatus('unknown', 'start')).toBe('inprogress');
    expect(transition('inprogress', 'succeed')).toBe('success');
    expect(() => transition('failure', 'start')).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        code: 'invalid_transition',
        message: 'The identification is failure; it cannot start now.',
      }),
    );
  });

  it('is finished (no identUrl any more) after success or failure', () => {
    expect(['initialized', 'inprogress', 'success', 'failure'].map(isFinished)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('starting an identification (docs/product.md#states-identification "counts as ongoing")', () => {
  const row = (provider: 'srs' | 'intrum', method: 'video' | 'robo', status: string) => ({
    provider,
    method,
    status,
  });

  it('refuses (409) while an identification is initialized or in progress', () => {
    for (const status of ['initialized', 'unknown', 'inprogress']) {
      expect(() => assertCanStart([row('srs', 'video', status)], { grants: [] }, 'zertes')).toThrow(
        expect.objectContaining({ kind: 'conflict', code: 'identification_ongoing' }),
      );
    }
  });

  it('allows a new one after success or failure, unless the qualified signature is held', () => {
    expect(() =>
      assertCanStart([row('srs', 'robo', 'failure')], { grants: [aesEidas] }, 'eidas'),
    ).not.toThrow();
    expect(() =>
      assertCanStart([row('intrum', 'video', 'success')], { grants: [qesZertes] }, 'zertes'),
    ).toThrow(expect.objectContaining({ kind: 'conflict', code: 'already_identified' }));
    expect(() => assertCanStart([], { grants: [qesZertes] }, 'eidas')).not.toThrow();
  });

  it('holds the qualified signature only with qes of that legislation', () => {
    expect(holdsQualified([qesZertes], 'zertes')).toBe(true);
    expect(holdsQualified([qesZertes, aesEidas], 'eidas')).toBe(false);
  });

  it('refuses (422 at /body/signatureRequestId) a request the subject does not sign', () => {
    expect(notYourRequest()).toMatchObject({
      kind: 'rule_violated',
      code: 'unknown_signature_request',
      errors: [expect.objectContaining({ pointer: '/body/signatureRequestId' })],
    });
  });
});

describe('cancelling an identification', () => {
  it('only with the own e-mail (403)', () => {
    expect(() => checkOwnEmail('anna@example.ch', 'anna@example.ch')).not.toThrow();
    expect(() => checkOwnEmail('beat@example.ch', 'anna@example.ch')).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
  });

  it('not after success (409), any other status', () => {
    expect(() => checkCancellable({ status: 'success' })).toThrow(
      expect.objectContaining({ kind: 'conflict', code: 'identification_succeeded' }),
    );
    for (const status of ['initialized', 'inprogress', 'failure']) {
      expect(() => checkCancellable({ status })).not.toThrow();
    }
  });
});

describe('what a success gives and how statuses are shown', () => {
  it('grants qes of the legislation once, whatever the stored JSON holds', () => {
    expect(qualifiedGrant('eidas')).toBe('qes:eidas');
    expect(withGrant('["ses:any"]', 'qes:eidas')).toBe('["ses:any","qes:eidas"]');
    expect(withGrant('["qes:eidas"]', 'qes:eidas')).toBe('["qes:eidas"]');
    expect(withGrant('junk', 'qes:zertes')).toBe('["qes:zertes"]');
    expect(withGrant('[1,"ses:any"]', 'qes:zertes')).toBe('["ses:any","qes:zertes"]');
  });

  it('shows the newest identification of each legislation', () => {
    expect(
      statusesPerLegislation([
        { legislation: 'eidas', status: 'failure' },
        { legislation: 'zertes', status: 'inprogress' },
        { legislation: 'eidas', status: 'success' },
      ]),
    ).toEqual({ eidas: 'activatingQES', zertes: 'inprogress' });
    expect(statusesPerLegislation([])).toEqual({});
  });

  it('prices an identification at CHF 39.00, in minor units', () => {
    expect(IDENTIFICATION_PRICE).toEqual({ amount: 3900, currency: 'CHF' });
  });
});

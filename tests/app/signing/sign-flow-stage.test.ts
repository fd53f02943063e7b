// The signing flow's stage without rendering: the step opens and is busy while a new visual
// signature is kept, a qualified signature's step-up form is busy while the code is checked and
// names a refused code, and the sign call carries exactly what the attempt has (placements,
// level, Part 11 details, TAN, seal).
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { describe, expect, it } from 'vitest';
import {
  idleStage,
  ownSignature,
  signBody,
  signerName,
  signFlowReducer,
  type SignFlowAction,
  type SignFlowStage,
} from '@/features/signing/sign-flow-stage';

const own: Signature = {
  id: 's1',
  accountEmail: 'Beat@Example.org',
  status: 'OPEN',
  quality: 'qes',
  legislation: 'zertes',
  documentSignatures: [],
};
const request = { id: 'r1', signatures: [own] } as unknown as SignatureRequest;
const swisscom = { requestId: 'sc1', method: 'pwdotp' as const, expiresAt: '2026-01-01T00:00:00Z' };

const after = (...actions: SignFlowAction[]): SignFlowStage =>
  actions.reduce(signFlowReducer, idleStage);

describe('the signing flow stage', () => {
  it('opens the step, busy or not, and closes it', () => {
    expect(after({ type: 'review', request, own, busy: true })).toEqual({
      kind: 'review',
      request,
      own,
      busy: true,
    });
    expect(after({ type: 'review', request, own, busy: false }, { type: 'close' })).toBe(idleStage);
  });

  it('keeps the step-up form while the code is checked, and names a refused code', () => {
    const stepUp: SignFlowAction = { type: 'stepUp', request, input: { tan: '1' }, swisscom };
    expect(after(stepUp)).toEqual({
      kind: 'stepUp',
      request,
      input: { tan: '1' },
      swisscom,
      busy: false,
    });
    const refused = after(
      stepUp,
      { type: 'proceeding' },
      {
        type: 'stepUpRefused',
        problem: { kind: 'expired' },
      },
    );
    expect(refused).toMatchObject({ kind: 'stepUp', busy: false, problem: { kind: 'expired' } });
    const again = signFlowReducer(refused, { type: 'proceeding' });
    expect(again).toMatchObject({ kind: 'stepUp', busy: true, problem: undefined });
  });

  it('leaves a closed flow closed when a step-up answer comes late', () => {
    expect(after({ type: 'proceeding' })).toBe(idleStage);
    expect(after({ type: 'stepUpRefused', problem: { kind: 'exhausted' } })).toBe(idleStage);
  });
});

describe('the sign call', () => {
  it('carries only what the attempt has', () => {
    expect(signBody(request, {}, 'de')).toEqual({
      signatureRequests: [{ id: 'r1' }],
      language: 'de',
    });
    expect(signBody(request, { seal: 'acme' }, 'en')).toEqual({
      signatureRequests: [{ id: 'r1' }],
      language: 'en',
      sealAccountName: 'acme',
    });
  });

  it('carries placements, level, Part 11 details and the TAN', () => {
    const placements = [{ documentId: 'd1', page: 1, x: 1, y: 2, width: 3, height: 4 }];
    const body = signBody(
      request,
      {
        placements,
        level: { quality: 'aes', legislation: 'eidas' },
        part11: { signingName: 'Beat', signingReason: 'Approval', password: 'secret' },
        tan: '123456',
      },
      'fr',
    );
    expect(body).toEqual({
      signatureRequests: [
        {
          id: 'r1',
          documentSignatures: placements,
          quality: 'aes',
          legislation: 'eidas',
          signingName: 'Beat',
          signingReason: 'Approval',
        },
      ],
      language: 'fr',
      tan: '123456',
      password: 'secret',
    });
  });
});

describe('the signer', () => {
  it('finds the own signature by e-mail, whatever its case', () => {
    expect(ownSignature(request, { email: 'beat@example.ORG' })).toBe(own);
    expect(ownSignature(request, { email: 'other@example.org' })).toBeUndefined();
  });

  it('is named by first and last name, else by e-mail', () => {
    expect(signerName({ email: 'b@example.org', firstName: 'Beat', lastName: 'Muster' })).toBe(
      'Beat Muster',
    );
    expect(signerName({ email: 'b@example.org', firstName: ' ', lastName: '' })).toBe(
      'b@example.org',
    );
    expect(signerName(undefined)).toBe('');
  });
});

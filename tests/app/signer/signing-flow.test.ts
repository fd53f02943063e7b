// @vitest-environment jsdom
// The direct signer's signing through the shell's dialogs and overlays: TAN resend, tan-entry
// dialog, TAN check, sign with the TAN, and the overlays for the Problem codes tan_invalid,
// tan_expired and tan_locked (v1_direct_tan_check.yaml), a locked request and other failures.
import {
  getCheckDirectTanMockHandler,
  getResendDirectTanMockHandler,
  getSignDirectSignatureRequestMockHandler,
  getSignDirectSignatureRequestResponseMock,
} from '@generated/api/direct/direct.msw';
import type { SignResult } from '@generated/model/signResult';
import type { SignResultResultsItem } from '@generated/model/signResultResultsItem';
import type { SignResultResultsItemError } from '@generated/model/signResultResultsItemError';
import type { SignResultResultsItemStatus } from '@generated/model/signResultResultsItemStatus';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, getActiveDialog } from '@/components/shell/dialogs/dialog-store';
import { closeOverlay, getActiveOverlay } from '@/components/shell/overlays/overlay-store';
import { createSigningFlow, type SigningFlowOptions } from '@/features/direct/signing-flow';
import { tanEntryDialog } from '@/components/signing/dialogs';
import {
  signingLockedOverlay,
  signingSuccessOverlay,
  tanExpiredOverlay,
  tanInvalidOverlay,
} from '@/components/signing/overlays';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { REQUEST_ID } from './examples';

const api = useMockApi();
afterEach(() => {
  closeDialog();
  closeOverlay();
});

// The contract's example answers: the TAN went to '+41 79 *** ** 67', is valid, the request signed.
const SENT = getResendDirectTanMockHandler();
const CHECKED = getCheckDirectTanMockHandler();
const result = (item: Partial<SignResultResultsItem>): SignResult => {
  const example = getSignDirectSignatureRequestResponseMock();
  return { results: [{ ...example.results[0], id: REQUEST_ID, ...item }] };
};
const signed = (
  status: SignResultResultsItemStatus = 'SIGNED',
  error: SignResultResultsItemError | null = null,
) => getSignDirectSignatureRequestMockHandler(result({ status, error }));
const refused = (path: string, status: number, code: string, detail?: string, once = false) =>
  problemHandler('post', `*${path}`, status, code, detail, {}, { once });

function flow(overrides: Partial<SigningFlowOptions> = {}) {
  const options: SigningFlowOptions = {
    requestId: REQUEST_ID,
    language: 'it',
    tanRequired: true,
    mobile: '+41 79 555 12 67',
    t: (key) => key,
    onSigned: vi.fn(),
    onContinue: vi.fn(),
    onGaveUp: vi.fn(),
    onDownload: vi.fn(async () => undefined),
    ...overrides,
  };
  return { options, flow: createSigningFlow(options) };
}

const until = async (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('signing of a direct link', () => {
  it('without a TAN: signing overlay, POST /v3/direct/sign, then the success overlay', async () => {
    api.use(signed());
    const { options, flow: run } = flow({ tanRequired: false });
    const started = run.start();
    expect(getActiveOverlay()?.name).toBe('signing');
    await started;
    expect(api.sentTo('POST /v3/direct/sign')[0].body).toEqual({
      signatureRequests: [{ id: REQUEST_ID }],
      language: 'it',
    });
    expect(options.onSigned).toHaveBeenCalled();
    expect(getActiveOverlay()).toMatchObject({ name: 'signing-success', props: { count: 1 } });
    await signingSuccessOverlay.answer('download');
    expect(options.onDownload).toHaveBeenCalled();
    expect(getActiveOverlay()?.name).toBe('signing-success');
    await signingSuccessOverlay.answer('continue');
    expect(options.onContinue).toHaveBeenCalled();
    expect(getActiveOverlay()).toBeUndefined();
  });

  it('with a TAN: resend, tan-entry dialog showing where it went, check, then sign with the TAN', async () => {
    api.use(SENT, CHECKED, signed());
    await flow().flow.start();
    expect(getActiveDialog()).toMatchObject({
      namespace: 'document',
      name: 'tan-entry',
      props: { mobile: '+41 79 *** ** 67' },
    });
    await tanEntryDialog.answer({ tan: '482915' });
    expect(getActiveDialog()).toBeUndefined();
    await until(() => getActiveOverlay()?.name === 'signing-success');
    expect(api.sentTo('POST /v1/direct/tan/check')[0].body).toEqual({ tan: '482915' });
    expect(api.sentTo('POST /v3/direct/sign')[0].body).toEqual({
      signatureRequests: [{ id: REQUEST_ID }],
      language: 'it',
      tan: '482915',
    });
  });

  it('a wrong TAN (422 tan_invalid) opens tan-invalid with the attempts left; retry asks again', async () => {
    api.use(
      SENT,
      refused('/v1/direct/tan/check', 422, 'tan_invalid', 'The TAN is wrong: 2 attempts left.'),
    );
    await flow().flow.start();
    await tanEntryDialog.answer({ tan: '000000' });
    expect(getActiveOverlay()).toMatchObject({ name: 'tan-invalid', props: { attemptsLeft: 2 } });
    await tanInvalidOverlay.answer('retry');
    expect(getActiveOverlay()).toBeUndefined();
    expect(getActiveDialog()?.name).toBe('tan-entry');
    expect(api.sentTo('POST /v1/direct/tan/resend')).toHaveLength(1); // the same TAN is entered again
    expect(api.sentTo('POST /v3/direct/sign')).toHaveLength(0);
  });

  it('an expired TAN (422 tan_expired) opens tan-expired; its resend sends a new TAN', async () => {
    api.use(SENT, refused('/v1/direct/tan/check', 422, 'tan_expired'));
    await flow().flow.start();
    await tanEntryDialog.answer({ tan: '482915' });
    expect(getActiveOverlay()?.name).toBe('tan-expired');
    await tanExpiredOverlay.answer('resend');
    await until(() => getActiveDialog()?.name === 'tan-entry');
    expect(api.sentTo('POST /v1/direct/tan/resend')).toHaveLength(2);
  });

  it('too many wrong TANs (409 tan_locked) open tan-locked; closing it gives up', async () => {
    api.use(SENT, refused('/v1/direct/tan/check', 409, 'tan_locked'));
    const { options, flow: run } = flow();
    await run.start();
    await tanEntryDialog.answer({ tan: '482915' });
    expect(getActiveOverlay()?.name).toBe('tan-locked');
    closeOverlay();
    expect(options.onGaveUp).toHaveBeenCalled();
  });

  it('another failure of the check keeps the dialog open with its error', async () => {
    api.use(SENT, refused('/v1/direct/tan/check', 400, 'bad_request'));
    await flow().flow.start();
    await tanEntryDialog.answer({ tan: '482915' });
    expect(getActiveDialog()).toMatchObject({ name: 'tan-entry', loading: false });
    expect(getActiveDialog()?.error).toBeDefined();
  });

  it('a rate-limited resend (429) still asks for the TAN sent a moment ago', async () => {
    api.use(refused('/v1/direct/tan/resend', 429, 'too_many_requests'));
    await flow().flow.start();
    expect(getActiveDialog()).toMatchObject({
      name: 'tan-entry',
      props: { mobile: '+41 79 555 12 67' },
    });
  });

  it('a server that wants a TAN after all (422 tan_required without one) gets asked for it', async () => {
    api.use(refused('/v3/direct/sign', 422, 'tan_required'), SENT);
    await flow({ tanRequired: false }).flow.start();
    expect(api.sentTo('POST /v1/direct/tan/resend')).toHaveLength(1);
    expect(getActiveDialog()?.name).toBe('tan-entry');
  });

  it('a locked request (409 request_locked) opens signing-locked; retry signs again', async () => {
    api.use(refused('/v3/direct/sign', 409, 'request_locked', undefined, true), signed());
    await flow({ tanRequired: false }).flow.start();
    expect(getActiveOverlay()?.name).toBe('signing-locked');
    await signingLockedOverlay.answer('retry');
    await until(() => getActiveOverlay()?.name === 'signing-success');
    expect(api.sentTo('POST /v3/direct/sign')).toHaveLength(2);
  });

  it('a FAILED result opens signing-failure with its detail; closing it gives up (error URL)', async () => {
    api.use(signed('FAILED', { code: 'quality_unavailable', detail: 'Identification required.' }));
    const { options, flow: run } = flow({ tanRequired: false });
    await run.start();
    expect(getActiveOverlay()).toMatchObject({
      name: 'signing-failure',
      props: { detail: 'Identification required.' },
    });
    expect(options.onSigned).not.toHaveBeenCalled();
    closeOverlay();
    expect(options.onGaveUp).toHaveBeenCalled();
  });

  it('a refusal the catalogue knows shows its translated text, not the server words', async () => {
    // POST /v1/direct/tan/resend without a mobile: 409 mobile_missing (openapi/README.md).
    api.use(refused('/v1/direct/tan/resend', 409, 'mobile_missing', 'add one with PUT /v1/…'));
    const english: Record<string, string> = {
      'errors:problem.mobile_missing': 'Please enter your mobile number first to receive a code.',
    };
    const { flow: run } = flow({ t: (key) => english[key] ?? key });
    await run.start();
    await until(() => getActiveOverlay()?.name === 'signing-failure');
    expect(getActiveOverlay()?.props).toEqual({
      detail: 'Please enter your mobile number first to receive a code.',
    });
  });

  it('a qualified signature (STEP_UP_REQUIRED) hands the step-up to the form; finishing shows success', async () => {
    const swisscom = {
      requestId: REQUEST_ID,
      method: 'pwdotp',
      mobileHint: '+41 79 *** ** 67',
      expiresAt: '2026-11-25T10:05:00Z',
    } as const;
    api.use(
      getSignDirectSignatureRequestMockHandler(
        result({ status: 'STEP_UP_REQUIRED', signedAt: null, swisscom }),
      ),
    );
    const onStepUp = vi.fn();
    const { options, flow: run } = flow({ tanRequired: false, onStepUp });
    await run.start();
    expect(getActiveOverlay()).toBeUndefined();
    expect(onStepUp).toHaveBeenCalledWith(swisscom, expect.anything());
    const { finish, again } = onStepUp.mock.calls[0][1];
    again();
    await until(() => api.sentTo('POST /v3/direct/sign').length === 2);
    finish(result({ status: 'SIGNED' }));
    expect(options.onSigned).toHaveBeenCalled();
    expect(getActiveOverlay()?.name).toBe('signing-success');
  });
});

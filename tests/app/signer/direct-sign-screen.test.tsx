// @vitest-environment jsdom
// The direct-sign screen (/direct-sign/<id>/<userid>) against the contract's example world:
// Chiara Rossi reads "Mandate agreement 2026" in Italian, signs or declines, and the exit
// redirect of docs/product.md#states, docs/product.md#validation follows ("only if exactly one request was signed and it is the last
// one viewed"; "error and decline URLs fall back to the exit URL"; "redirectTimeout: default 45").
// "Sign" never signs at once: it opens the signing step, whose confirmation sends the
// adopted signature with POST /v3/direct/sign.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getDeclineDirectSignatureRequestMockHandler,
  getGetDirectDocumentPageMockHandler,
  getGetDirectSignatureRequestMockHandler,
  getGetDirectUserMockHandler,
  getSignDirectSignatureRequestMockHandler,
} from '@generated/api/direct/direct.msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDialog, getActiveDialog } from '@/components/shell/dialogs/dialog-store';
import { closeOverlay, getActiveOverlay } from '@/components/shell/overlays/overlay-store';
import { declineSigningRequestDialog } from '@/components/signing/dialogs';
import { signingSuccessOverlay } from '@/components/signing/overlays';
import { directRequestQuery, directUserQuery } from '@/features/direct/direct-queries';
import { DirectSignScreen } from '@/features/direct/direct-sign-screen';
import { recordSigned, recordViewed } from '@/features/direct/exit-state';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { PNG, useMockApi } from '../../support/mock-api';
import { createTestQueryClient } from '../../support/render';
import { directRequest, directUser, LINK_KEY, REQUEST_ID } from './examples';
import { renderRouted, stubObjectUrls } from './support';
import { binaryHandler } from '../../support/binary-handler';

const api = useMockApi();

afterEach(() => {
  act(() => {
    closeDialog();
    closeOverlay();
  });
  sessionStorage.clear();
});

const answer = <T,>(data: T) => ({ data, status: 200 as const, headers: new Headers() });

function renderScreen(request: SignatureRequest, locale: 'it' | 'en-gb' = 'it') {
  stubObjectUrls();
  // The loader's answers are in the cache; a refetch after acting gets the same from the API.
  api.use(
    getGetDirectSignatureRequestMockHandler(request),
    getGetDirectUserMockHandler(directUser()),
  );
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(directRequestQuery(REQUEST_ID).queryKey, answer(request));
  queryClient.setQueryData(directUserQuery().queryKey, answer(directUser()));
  return renderRouted(() => <DirectSignScreen id={REQUEST_ID} userid={LINK_KEY} />, {
    locale,
    queryClient,
  });
}

const pages = () => binaryHandler(getGetDirectDocumentPageMockHandler(), PNG);

beforeEach(() => {
  // jsdom draws nothing: the typed signature's picture is a stand-in PNG.
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['typed'], { type: 'image/png' }));
  };
});

/** "Sign", then in the step: the typed name as it stands, consent, "Sign document". */
async function signThroughStep() {
  fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
  const step = await screen.findByRole('dialog', { name: 'Review and sign' });
  expect((within(step).getByTestId('typed-signature') as HTMLInputElement).value).toBe(
    'Chiara Rossi',
  );
  fireEvent.click(within(within(step).getByTestId('sign-consent')).getByRole('checkbox'));
  const confirm = within(step).getByRole('button', { name: 'Sign document' });
  await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(confirm);
}

describe('DirectSignScreen', () => {
  it('shows the request in Italian with the signer marked and the pages of the direct variant', async () => {
    api.use(pages());
    renderScreen(directRequest());
    expect(
      await screen.findByRole('heading', { name: 'Mandate agreement 2026', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('Chiara Rossi (Lei)')).toBeTruthy();
    expect(screen.getByTestId('request-message').textContent).toBe(
      'Dear Ms Meier, dear Ms Rossi, please sign the mandate agreement for 2026. Kind regards, Beat Keller',
    );
    expect(screen.getByRole('button', { name: 'Firma' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rifiuta' })).toBeTruthy();
    await waitFor(() => expect(api.sent.filter((c) => c.path.includes('/pages/'))).toHaveLength(3));
    // Only the direct variant of the page images: the link's signer has no session.
    expect(
      api.sent
        .filter((c) => c.path.includes('/pages/'))
        .every((c) =>
          c.path.startsWith('/v3/direct/documents/d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a/pages/'),
        ),
    ).toBe(true);
    // Where Chiara's signature goes is marked on page 3.
    expect(screen.getAllByText('La sua firma')).toHaveLength(1);
  });

  it('offers nothing to do once signed', async () => {
    api.use(pages());
    const request = directRequest();
    request.signatures[1].status = 'SIGNED';
    renderScreen(request);
    expect(await screen.findByText('Ha firmato questa richiesta.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Firma' })).toBeNull();
  });

  it('declines with a message, then counts down to the decline URL', async () => {
    const request = directRequest();
    request.exitSettings = {
      exitUrl: 'https://www.muster-treuhand.ch/signed',
      declineUrl: 'https://www.muster-treuhand.ch/declined',
      timeout: 10,
    };
    api.use(pages(), getDeclineDirectSignatureRequestMockHandler(request));
    renderScreen(request, 'en-gb');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(getActiveDialog()).toMatchObject({
      namespace: 'general',
      name: 'decline-signing-request',
      props: { title: 'Mandate agreement 2026' },
    });
    await act(() => declineSigningRequestDialog.answer({ message: 'Wrong fee.' }));
    expect(api.sentTo(`POST /v3/direct/signature-requests/${REQUEST_ID}/decline`)[0].body).toEqual({
      message: 'Wrong fee.',
    });
    expect(await screen.findByText('You will be redirected in 10 seconds.')).toBeTruthy();
  });

  it('"Sign" opens the signing step and signs nothing before it is confirmed', async () => {
    const request = directRequest();
    request.signatures[1].quality = 'ses';
    api.use(pages(), getSignDirectSignatureRequestMockHandler());
    renderScreen(request, 'en-gb');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    const step = await screen.findByRole('dialog', { name: 'Review and sign' });
    expect(within(step).getByTestId('field-counter').textContent).toBe('Field 1 of 1');
    // The pages of the step are the link's own (Basic credentials), like the page's.
    await waitFor(() =>
      expect(within(step).getAllByTestId('document-page-image').length).toBeGreaterThan(0),
    );
    expect(api.sentTo('POST /v3/direct/sign')).toHaveLength(0);
    expect(getActiveOverlay()).toBeUndefined();
    fireEvent.click(within(step).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Review and sign' })).toBeNull(),
    );
    expect(api.sentTo('POST /v3/direct/sign')).toHaveLength(0);
  });

  it('signs (ses: no TAN) through the step with the adopted signature and, the only request signed and the last viewed, counts down 45 s to the exit URL', async () => {
    const request = directRequest();
    request.signatures[1].quality = 'ses';
    request.exitSettings = { exitUrl: 'https://www.muster-treuhand.ch/signed' };
    api.use(pages(), getSignDirectSignatureRequestMockHandler());
    renderScreen(request, 'en-gb');
    await signThroughStep();
    await waitFor(() => expect(getActiveOverlay()?.name).toBe('signing-success'));
    expect(api.sentTo('POST /v3/direct/sign')[0].body).toEqual({
      signatureRequests: [{ id: REQUEST_ID }],
      language: 'en',
      signatureImage: btoa('typed'),
    });
    expect(screen.queryByTestId('exit-countdown')).toBeNull(); // not behind the success overlay
    await act(() => signingSuccessOverlay.answer('continue'));
    expect(await screen.findByText('You will be redirected in 45 seconds.')).toBeTruthy();
  });

  it('does not redirect after signing when another request was signed in this session', async () => {
    recordViewed('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e');
    recordSigned('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e');
    const request = directRequest();
    request.signatures[1].quality = 'ses';
    request.exitSettings = { exitUrl: 'https://www.muster-treuhand.ch/signed' };
    api.use(pages(), getSignDirectSignatureRequestMockHandler());
    renderScreen(request, 'en-gb');
    await signThroughStep();
    await waitFor(() => expect(getActiveOverlay()?.name).toBe('signing-success'));
    await act(() => signingSuccessOverlay.answer('continue'));
    expect(screen.queryByTestId('exit-countdown')).toBeNull();
  });
});

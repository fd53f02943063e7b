// @vitest-environment jsdom
// One signing step for every signer: an account holder on /view/{id} (the signing
// flow of the route) and a direct-link signer on /direct-sign/{id}/{key} go through the same step
// — the same parts, the same words — and each confirmation leads to its own sign call: the
// account keeps the new signature as its default visual signature ("My signature", created
// through the visual-signature operations, its picture as the custom image) and signs with it
// (POST /v3/sign); the direct signer sends it with POST /v3/direct/sign.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getGetDirectDocumentPageMockHandler,
  getGetDirectSignatureRequestMockHandler,
  getGetDirectUserMockHandler,
  getSignDirectSignatureRequestMockHandler,
} from '@generated/api/direct/direct.msw';
import { getGetDocumentPageMockHandler } from '@generated/api/documents/documents.msw';
import { getSignSignatureRequestsMockHandler } from '@generated/api/signing/signing.msw';
import { getGetSignatureQualitiesDetailMockHandler } from '@generated/api/user/user.msw';
import {
  getCreateVisualSignatureMockHandler,
  getCreateVisualSignatureResponseMock,
  getListVisualSignaturesMockHandler,
  getUploadVisualSignatureImageMockHandler,
} from '@generated/api/visual-signatures/visual-signatures.msw';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeOverlay, getActiveOverlay } from '@/components/shell/overlays/overlay-store';
import { directRequestQuery, directUserQuery } from '@/features/direct/direct-queries';
import { DirectSignScreen } from '@/features/direct/direct-sign-screen';
import { useSignFlow } from '@/features/signing/use-sign-flow';
import type { SessionState } from '@/lib/queries/session-state';
import { PNG, useMockApi } from '../../support/mock-api';
import { createTestQueryClient, renderWithProviders } from '../../support/render';
import {
  anna,
  directRequest,
  directUser,
  LINK_KEY,
  qualitiesDetail,
  REQUEST_ID,
} from '../signer/examples';
import { renderRouted, stubObjectUrls } from '../signer/support';
import { binaryHandler } from '../../support/binary-handler';

const api = useMockApi();
const answer = <T,>(data: T) => ({ data, status: 200 as const, headers: new Headers() });

beforeEach(() => {
  stubObjectUrls();
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['typed'], { type: 'image/png' }));
  };
});
afterEach(() => act(() => closeOverlay()));

/** Anna's request on /view: her own signature asks a simple one, so signing needs nothing else. */
function annasRequest(): SignatureRequest {
  // The direct view of the mandate agreement is the same request as Anna's (EXAMPLES.md).
  const request = directRequest();
  request.signatures[0] = { ...request.signatures[0], quality: 'ses', legislation: null };
  return request;
}

/** The route's signing flow as /view/{id} uses it, with a member's session. */
function renderAccountStep(request: SignatureRequest) {
  const session: SessionState = { role: 'member', user: anna(), membership: null };
  function View() {
    const flow = useSignFlow();
    return (
      <>
        <button type="button" onClick={() => flow.start(request)}>
          Open the step
        </button>
        {flow.element}
      </>
    );
  }
  window.scrollTo = () => undefined;
  const root = createRootRoute({ beforeLoad: () => ({ session }), component: View });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithProviders(<RouterProvider router={router} />);
}

function renderDirectStep(request: SignatureRequest) {
  api.use(
    getGetDirectSignatureRequestMockHandler(request),
    getGetDirectUserMockHandler(directUser()),
  );
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(directRequestQuery(REQUEST_ID).queryKey, answer(request));
  queryClient.setQueryData(directUserQuery().queryKey, answer(directUser()));
  return renderRouted(() => <DirectSignScreen id={REQUEST_ID} userid={LINK_KEY} />, {
    locale: 'en-gb',
    queryClient,
  });
}

/** What a person finds in the step: its parts (by test id) and its words. */
function anatomy(step: HTMLElement) {
  const parts = [...step.querySelectorAll('[data-testid]')]
    .map((element) => element.getAttribute('data-testid'))
    // Pages and fields differ with the documents; the level is chosen only where the signer holds
    // more than the asked level (the account here), else stated.
    .filter(
      (id) =>
        !/^(document-page|page-marker|marker-field|document-page-image|level-choice|level-asked)$/.test(
          id!,
        ),
    );
  return {
    parts: [...new Set(parts)].sort(),
    tabs: within(step)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
    headings: within(step)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  };
}

async function typeConsentAndSign(step: HTMLElement) {
  fireEvent.click(within(step).getByRole('tab', { name: 'Type' }));
  fireEvent.click(within(within(step).getByTestId('sign-consent')).getByRole('checkbox'));
  const confirm = within(step).getByTestId('sign-confirm') as HTMLButtonElement;
  await waitFor(() => expect(confirm.disabled).toBe(false));
  fireEvent.click(confirm);
}

describe('one signing step on /view/{id} and on a direct link', () => {
  it('is the same step for an account holder and a direct-link signer', async () => {
    api.use(
      getGetSignatureQualitiesDetailMockHandler(qualitiesDetail()),
      getListVisualSignaturesMockHandler({ signatures: [] }),
      binaryHandler(getGetDocumentPageMockHandler(), PNG),
      binaryHandler(getGetDirectDocumentPageMockHandler(), PNG),
    );
    const account = renderAccountStep(annasRequest());
    fireEvent.click(await screen.findByRole('button', { name: 'Open the step' }));
    const accountStep = await screen.findByRole('dialog', { name: 'Review and sign' });
    await within(accountStep).findByTestId('field-counter');
    const seenByAccount = anatomy(accountStep);
    account.unmount();

    const direct = directRequest();
    direct.signatures[1].quality = 'ses';
    renderDirectStep(direct);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    const directStep = await screen.findByRole('dialog', { name: 'Review and sign' });
    await within(directStep).findByTestId('field-counter');
    const seenByDirect = anatomy(directStep);

    expect(accountStep.dataset.testid).toBe('sign-review');
    expect(directStep.dataset.testid).toBe('sign-review');
    expect(seenByDirect).toEqual(seenByAccount);
    expect(seenByAccount.parts).toEqual(
      expect.arrayContaining([
        'field-guide',
        'field-counter',
        'step-pages',
        'adopt-signature',
        'typed-signature',
        'signature-pad',
        'signature-upload',
        'sign-consent',
        'sign-confirm',
      ]),
    );
    expect(seenByAccount.tabs).toEqual(['Type', 'Draw', 'Upload']);
    expect(seenByAccount.headings).toEqual(['Signature level', 'Your signature']);
  });

  it('an account holder: the new signature becomes the default visual signature, then POST /v3/sign', async () => {
    const request = annasRequest();
    const created = { ...getCreateVisualSignatureResponseMock(), id: 'vs-9' };
    api.use(
      getGetSignatureQualitiesDetailMockHandler(qualitiesDetail()),
      getListVisualSignaturesMockHandler({ signatures: [] }),
      binaryHandler(getGetDocumentPageMockHandler(), PNG),
      getCreateVisualSignatureMockHandler(created),
      getUploadVisualSignatureImageMockHandler(created),
      getSignSignatureRequestsMockHandler({
        results: [
          {
            id: request.id,
            status: 'SIGNED',
            statusOverall: 'OPEN',
            signedAt: '2026-11-25T10:02:00Z',
            swisscom: null,
            error: null,
          },
        ],
      }),
    );
    renderAccountStep(request);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the step' }));
    const step = await screen.findByRole('dialog', { name: 'Review and sign' });
    await within(step).findByTestId('field-counter');
    expect(api.sentTo('POST /v3/sign')).toHaveLength(0);
    await typeConsentAndSign(step);
    await waitFor(() => expect(getActiveOverlay()?.name).toBe('signing-success'));
    expect(api.sentTo('POST /v1/user/visual-signatures')[0].body).toEqual({
      alias: 'My signature',
      name: 'Anna Meier',
      quality: 'ses',
      default: true,
    });
    expect(api.sentTo('PUT /v1/images/signature/vs-9')).toHaveLength(1);
    const [sign] = api.sentTo('POST /v3/sign');
    expect(sign.body).toMatchObject({
      signatureRequests: [
        {
          id: request.id,
          documentSignatures: [
            expect.objectContaining({
              documentId: request.documents[0].id,
              visualSignatureId: 'vs-9',
            }),
          ],
        },
      ],
    });
  });

  it('a direct-link signer: the adopted signature goes with POST /v3/direct/sign', async () => {
    const direct = directRequest();
    direct.signatures[1].quality = 'ses';
    api.use(
      binaryHandler(getGetDirectDocumentPageMockHandler(), PNG),
      getSignDirectSignatureRequestMockHandler(),
    );
    renderDirectStep(direct);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    const step = await screen.findByRole('dialog', { name: 'Review and sign' });
    expect(api.sentTo('POST /v3/direct/sign')).toHaveLength(0);
    await typeConsentAndSign(step);
    await waitFor(() => expect(getActiveOverlay()?.name).toBe('signing-success'));
    expect(api.sentTo('POST /v3/direct/sign')[0].body).toMatchObject({
      signatureImage: btoa('typed'),
    });
  });
});

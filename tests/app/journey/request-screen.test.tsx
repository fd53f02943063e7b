// @vitest-environment jsdom
// /view/{srid}: title, status badge, documents, signers and the actions the status allows
// (docs/product.md#states-signature-requests), with the product's failure message for reminders (docs/product.md#errors 'Failed to remind signers').
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getGetDocumentPageMockHandler } from '@generated/api/documents/documents.msw';
import {
  getAddSignatureRequestSignatureMockHandler,
  getAddSignatureRequestSignatureResponseMock,
  getGetSignatureRequestMockHandler,
  getGetSignatureRequestResponseMock,
  getWithdrawSignatureRequestMockHandler,
} from '@generated/api/signature-requests/signature-requests.msw';
import type { Document } from '@generated/model/document';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { SignatureRequestStatus } from '@generated/model/signatureRequestStatus';
import type { SignatureStatus } from '@generated/model/signatureStatus';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, getActiveDialog } from '@/components/shell/dialogs/dialog-store';
import { withdrawDialog } from '@/features/signature-requests/dialogs';
import { dismissSnackbar, getSnackbars } from '@/components/shell/snackbars/snackbar-store';
import { RequestScreen } from '@/features/signature-requests/request-screen';
import { PNG, problemHandler, useMockApi } from '../../support/mock-api';
import { renderRouted } from '../signer/support';
import { binaryHandler } from '../../support/binary-handler';

const api = useMockApi();

URL.createObjectURL = vi.fn(() => 'blob:page');
URL.revokeObjectURL = vi.fn();

const ANNA = { id: 'anna.test', email: 'anna@example.org' };
const DOCUMENT: Document = {
  id: 'd1',
  name: 'contract.pdf',
  size: 1000,
  pages: 3,
  pageSizes: [
    { width: 595, height: 842 },
    { width: 595, height: 842 },
    { width: 595, height: 842 },
  ],
  hash: 'a'.repeat(64),
  signed: false,
  version: 1,
  createdAt: '2026-11-25T10:00:00Z',
};
const request = (
  statusOverall: SignatureRequestStatus,
  signatures: Signature[] = [],
  signed = false,
): SignatureRequest => ({
  ...getGetSignatureRequestResponseMock(),
  id: 'r1',
  title: 'Journey contract',
  documents: [{ ...DOCUMENT, signed }],
  signatures,
  statusOverall,
  signaturesCount: signatures.length,
  sender: { username: 'anna.test', email: 'anna@example.org', name: 'Anna Test' },
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
});
const annaSigns = (status: SignatureStatus = 'OPEN'): Signature => ({
  ...getAddSignatureRequestSignatureResponseMock(),
  id: 's-1',
  accountEmail: 'anna@example.org',
  name: 'Anna Test',
  documentSignatures: [{ documentId: 'd1', page: 3, x: 259, y: 666, width: 300, height: 140 }],
  status,
  quality: 'ses',
});
const PAGES = binaryHandler(getGetDocumentPageMockHandler(), PNG);

/** The request answers `current()`, so a test can change it as the screen acts. */
function requestAnswers(first: SignatureRequest) {
  let current = first;
  api.use(getGetSignatureRequestMockHandler(() => current));
  return (next: SignatureRequest) => {
    current = next;
  };
}

/** The screen inside a memory router: it links (e.g. a signed request to /verify). */
function show(onSign = vi.fn()) {
  renderRouted(() => (
    <Suspense fallback="loading">
      <RequestScreen requestId="r1" viewer={ANNA} onSign={onSign} onDeleted={vi.fn()} />
    </Suspense>
  ));
  return onSign;
}

beforeEach(() => {
  closeDialog();
  getSnackbars().forEach((snackbar) => dismissSnackbar(snackbar.id));
});

describe('RequestScreen', () => {
  it('a draft: pages as images; "I sign too" adds the sender on the last page, above the footer', async () => {
    // The draft answers until the signer is added (a remount may fetch it again meanwhile).
    const answer = requestAnswers(request('DRAFT'));
    api.use(PAGES, getAddSignatureRequestSignatureMockHandler(annaSigns()));
    const signerAdded = () => answer(request('DRAFT', [annaSigns()]));
    show();
    expect(await screen.findByRole('heading', { name: 'Journey contract' })).toBeTruthy();
    expect(screen.getByTestId('request-status').textContent).toBe('Draft');
    await waitFor(() => expect(screen.getAllByTestId('document-page-image')).toHaveLength(3));
    expect(screen.getByTestId('send').hasAttribute('disabled')).toBe(true);
    signerAdded();
    fireEvent.click(screen.getByTestId('add-self'));
    await screen.findByText('Anna Test (you)');
    expect(api.sent.find((call) => call.method === 'POST')?.body).toEqual({
      account_email: 'anna@example.org',
      document_signatures: [
        { document_id: 'd1', page: 3, x: 259, y: 630, width: 300, height: 140 },
      ],
    });
    expect(screen.getByTestId('send').hasAttribute('disabled')).toBe(false);
    expect(screen.queryByTestId('verify-notice')).toBeNull();
  });

  it('a draft: the placement editor adds fields, moves and resizes them by keys, removes one, and sends them', async () => {
    // The draft answers until the signer is added (a remount may fetch it again meanwhile).
    const answer = requestAnswers(request('DRAFT'));
    api.use(PAGES, getAddSignatureRequestSignatureMockHandler(annaSigns()));
    const signerAdded = () => answer(request('DRAFT', [annaSigns()]));
    show();
    await waitFor(() => expect(screen.getAllByTestId('document-page-image')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('add-field'));
    fireEvent.click(screen.getByTestId('add-field'));
    const fields = await screen.findAllByRole('button', {
      name: /^Signature field of Next signer on page 3/,
    });
    expect(fields).toHaveLength(2);
    fireEvent.keyDown(fields[0], { key: 'ArrowLeft', shiftKey: true });
    fireEvent.keyDown(fields[0], { key: 'ArrowUp' });
    // Alt resizes to any shape: 300 x 140 made 200 x 80, 10 points a press.
    for (let press = 0; press < 10; press++) {
      fireEvent.keyDown(fields[0], { key: 'ArrowLeft', altKey: true, shiftKey: true });
    }
    for (let press = 0; press < 6; press++) {
      fireEvent.keyDown(fields[0], { key: 'ArrowUp', altKey: true, shiftKey: true });
    }
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Remove the signature field of Next signer' })[1],
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: /^Signature field of Next signer/ }),
      ).toHaveLength(1),
    );
    expect(
      screen.getByText(
        'The next signer signs in the 1 field you placed (documents without a field get one on the last page).',
      ),
    ).toBeTruthy();
    signerAdded();
    fireEvent.click(screen.getByTestId('add-self'));
    await screen.findByText('Anna Test (you)');
    expect(api.sent.find((call) => call.method === 'POST')?.body).toEqual({
      account_email: 'anna@example.org',
      document_signatures: [{ document_id: 'd1', page: 3, x: 249, y: 629, width: 200, height: 80 }],
    });
    await waitFor(() => expect(screen.queryAllByTestId('marker-remove')).toHaveLength(0));
  });

  it('OPEN: the signer signs through the signing flow; the sender withdraws with a message', async () => {
    requestAnswers(request('OPEN', [annaSigns()]));
    api.use(PAGES, getWithdrawSignatureRequestMockHandler(request('WITHDRAWN')));
    const onSign = show();
    fireEvent.click(await screen.findByTestId('sign'));
    expect(onSign).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = getActiveDialog();
    expect(dialog?.name).toBe('withdraw');
    await withdrawDialog.answer({ message: 'Wrong version' });
    expect(api.sentTo('POST /v3/signature-requests/r1/withdraw')[0]?.body).toEqual({
      message: 'Wrong version',
    });
  });

  it('a field the server refuses (422 placement_too_small) is named, not "Failed to invite signer"', async () => {
    requestAnswers(request('DRAFT'));
    api.use(
      PAGES,
      problemHandler(
        'post',
        '*/v3/signature-requests/:requestId/signatures',
        422,
        'placement_too_small',
      ),
    );
    show();
    await waitFor(() => expect(screen.getAllByTestId('document-page-image')).toHaveLength(3));
    fireEvent.click(screen.getByTestId('add-self'));
    await waitFor(
      () =>
        expect(getSnackbars().map((snackbar) => snackbar.message)).toContain(
          'Some signature fields are smaller than 40 × 20 points (marked in red). Make them larger, then add the signer.',
        ),
      { timeout: 5_000 },
    );
  });

  it("a failed reminder shows the product's 'Failed to remind signers'", async () => {
    requestAnswers(request('OPEN', [annaSigns()]));
    api.use(PAGES, problemHandler('post', '*/v3/signature-requests/:id/remind', 409));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remind signers' }));
    // The 409 goes through the mock server and the mutation's error path: under a loaded machine
    // (the whole suite on 2 CPUs) that took more than waitFor's default second once.
    await waitFor(
      () =>
        expect(getSnackbars().map((snackbar) => snackbar.message)).toContain(
          'Failed to remind signers',
        ),
      { timeout: 5_000 },
    );
  });

  it('SIGNED: the signed PDF, the zip and the report download; no more signing', async () => {
    requestAnswers(request('SIGNED', [annaSigns('SIGNED')], true));
    api.use(PAGES);
    show();
    expect(await screen.findByTestId('download-signed')).toBeTruthy();
    expect(screen.getByTestId('download-zip')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Signature report' })).toBeTruthy();
    expect(screen.queryByTestId('sign')).toBeNull();
    expect(screen.getByTestId('request-status').textContent).toBe('Signed');
    // the completed request leads to the public verification.
    const verify = screen.getByRole('link', { name: 'Verify a signed document' });
    expect(verify.getAttribute('href')).toBe('/verify');
    expect(screen.getByTestId('verify-notice').textContent).toContain(
      'Anyone who receives the signed PDF can check who signed it',
    );
  });
});

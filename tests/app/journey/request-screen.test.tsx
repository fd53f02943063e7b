// @vitest-environment jsdom
// /view/{srid}: title, status badge, documents, signers and the actions the status allows
// (seed 000 §4), with the seed's failure message for reminders (§8 'Failed to remind signers').
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeDialog,
  getActiveDialog,
  runDialogAction,
} from '@/components/shell/dialogs/dialog-store';
import { dismissSnackbar, getSnackbars } from '@/components/shell/snackbars/snackbar-store';
import { RequestScreen } from '@/features/signature-requests/request-screen';
import { renderWithProviders } from '../../support/render';
import { serve } from './serve';

URL.createObjectURL = vi.fn(() => 'blob:page');
URL.revokeObjectURL = vi.fn();

const ANNA = { id: 'anna.test', email: 'anna@example.org' };
const DOCUMENT = {
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
const request = (statusOverall: string, signatures: unknown[] = [], signed = false) => ({
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
const annaSigns = (status = 'OPEN') => ({
  id: 's-1',
  accountEmail: 'anna@example.org',
  name: 'Anna Test',
  documentSignatures: [{ documentId: 'd1', page: 3, x: 259, y: 666, width: 300, height: 140 }],
  status,
  quality: 'ses',
});
const PAGE = { status: 200, body: 'png', type: 'image/png' };

function show(onSign = vi.fn()) {
  renderWithProviders(
    <Suspense fallback="loading">
      <RequestScreen requestId="r1" viewer={ANNA} onSign={onSign} onDeleted={vi.fn()} />
    </Suspense>,
  );
  return onSign;
}

beforeEach(() => {
  closeDialog();
  getSnackbars().forEach((snackbar) => dismissSnackbar(snackbar.id));
});
afterEach(() => vi.unstubAllGlobals());

describe('RequestScreen', () => {
  it('a draft: pages as images; "I sign too" adds the sender on the last page, above the footer', async () => {
    // The draft answers until the signer is added (a remount may fetch it again meanwhile).
    const routes = {
      'GET /v3/signature-requests/r1': [{ status: 200, body: request('DRAFT') }],
      'GET /v3/documents/d1/pages/1': [PAGE],
      'GET /v3/documents/d1/pages/2': [PAGE],
      'GET /v3/documents/d1/pages/3': [PAGE],
      'POST /v3/signature-requests/r1/signatures': [{ status: 201, body: annaSigns() }],
    };
    const calls = serve(routes);
    const signerAdded = () => {
      routes['GET /v3/signature-requests/r1'] = [
        { status: 200, body: request('DRAFT', [annaSigns()]) },
      ];
    };
    show();
    expect(await screen.findByRole('heading', { name: 'Journey contract' })).toBeTruthy();
    expect(screen.getByTestId('request-status').textContent).toBe('Draft');
    await waitFor(() => expect(screen.getAllByTestId('document-page-image')).toHaveLength(3));
    expect(screen.getByTestId('send').hasAttribute('disabled')).toBe(true);
    signerAdded();
    fireEvent.click(screen.getByTestId('add-self'));
    await screen.findByText('Anna Test (you)');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      account_email: 'anna@example.org',
      document_signatures: [
        { document_id: 'd1', page: 3, x: 259, y: 630, width: 300, height: 140 },
      ],
    });
    expect(screen.getByTestId('send').hasAttribute('disabled')).toBe(false);
  });

  it('a draft: the placement editor adds fields, moves them by keys, removes one, and sends them', async () => {
    // The draft answers until the signer is added (a remount may fetch it again meanwhile).
    const routes = {
      'GET /v3/signature-requests/r1': [{ status: 200, body: request('DRAFT') }],
      'GET /v3/documents/d1/pages/1': [PAGE],
      'GET /v3/documents/d1/pages/2': [PAGE],
      'GET /v3/documents/d1/pages/3': [PAGE],
      'POST /v3/signature-requests/r1/signatures': [{ status: 201, body: annaSigns() }],
    };
    const calls = serve(routes);
    const signerAdded = () => {
      routes['GET /v3/signature-requests/r1'] = [
        { status: 200, body: request('DRAFT', [annaSigns()]) },
      ];
    };
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
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      account_email: 'anna@example.org',
      document_signatures: [
        { document_id: 'd1', page: 3, x: 249, y: 629, width: 300, height: 140 },
      ],
    });
    await waitFor(() => expect(screen.queryAllByTestId('marker-remove')).toHaveLength(0));
  });

  it('OPEN: the signer signs through the signing flow; the sender withdraws with a message', async () => {
    const calls = serve({
      'GET /v3/signature-requests/r1': [{ status: 200, body: request('OPEN', [annaSigns()]) }],
      'POST /v3/signature-requests/r1/withdraw': [{ status: 200, body: request('WITHDRAWN') }],
    });
    const onSign = show();
    fireEvent.click(await screen.findByTestId('sign'));
    expect(onSign).toHaveBeenCalledWith(expect.objectContaining({ id: 'r1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = getActiveDialog();
    expect(dialog?.name).toBe('withdraw');
    await runDialogAction(dialog!.id, 'withdraw', { message: 'Wrong version' });
    expect(calls.find((call) => call.path.endsWith('/withdraw'))?.body).toEqual({
      message: 'Wrong version',
    });
  });

  it("a failed reminder shows the seed's 'Failed to remind signers'", async () => {
    serve({
      'GET /v3/signature-requests/r1': [{ status: 200, body: request('OPEN', [annaSigns()]) }],
      'POST /v3/signature-requests/r1/remind': [
        { status: 409, body: { type: 'about:blank', title: 'x', status: 409 } },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remind signers' }));
    await waitFor(() =>
      expect(getSnackbars().map((snackbar) => snackbar.message)).toContain(
        'Failed to remind signers',
      ),
    );
  });

  it('SIGNED: the signed PDF, the zip and the report download; no more signing', async () => {
    serve({
      'GET /v3/signature-requests/r1': [
        { status: 200, body: request('SIGNED', [annaSigns('SIGNED')], true) },
      ],
    });
    show();
    expect(await screen.findByTestId('download-signed')).toBeTruthy();
    expect(screen.getByTestId('download-zip')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Signature report' })).toBeTruthy();
    expect(screen.queryByTestId('sign')).toBeNull();
    expect(screen.getByTestId('request-status').textContent).toBe('Signed');
  });
});

// @vitest-environment jsdom
// /upload: PDFs are checked, uploaded (POST /v3/documents, multipart), then a DRAFT request is
// created with them (POST /v3/signature-requests), titled after the first file.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadScreen } from '@/features/documents/upload-screen';
import { renderWithProviders } from '../../support/render';
import { serve } from './serve';

const DOCUMENT = {
  id: 'd1',
  name: 'journey-contract.pdf',
  size: 1000,
  pages: 3,
  hash: 'a'.repeat(64),
  signed: false,
  version: 1,
  createdAt: '2026-11-25T10:00:00Z',
};

const pdf = (name: string) => new File([new Uint8Array(1000)], name, { type: 'application/pdf' });
const choose = (files: File[]) =>
  fireEvent.change(screen.getByTestId('file-input'), { target: { files } });

afterEach(() => vi.unstubAllGlobals());

describe('UploadScreen', () => {
  it('uploads the PDF as multipart, then creates the draft and opens it', async () => {
    const calls = serve({
      'POST /v3/documents': [{ status: 201, body: DOCUMENT }],
      'POST /v3/signature-requests': [{ status: 201, body: { id: 'r1' } }],
    });
    const onCreated = vi.fn();
    renderWithProviders(<UploadScreen onCreated={onCreated} />);
    choose([pdf('journey-contract.pdf')]);
    await screen.findByText('Uploaded');
    expect(calls[0].body).toBeInstanceOf(FormData);
    expect(((calls[0].body as FormData).get('file') as File).name).toBe('journey-contract.pdf');
    expect((screen.getByTestId('request-title') as HTMLInputElement).value).toBe(
      'journey-contract',
    );
    fireEvent.click(screen.getByTestId('create-request'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('r1'));
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/v3/signature-requests',
      body: { title: 'journey-contract', documents: ['d1'] },
    });
  });

  it('refuses a file that is not a PDF without uploading it', async () => {
    const calls = serve({});
    renderWithProviders(<UploadScreen onCreated={vi.fn()} />);
    choose([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(
      await screen.findByText('This is not a PDF document. Only PDF files can be signed.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('translates a refused upload (415, 422 encrypted) and keeps the good file', async () => {
    serve({
      'POST /v3/documents': [
        { status: 201, body: DOCUMENT },
        {
          status: 422,
          body: { type: 'about:blank', title: 'x', status: 422, code: 'pdf_encrypted' },
        },
      ],
    });
    renderWithProviders(<UploadScreen onCreated={vi.fn()} />);
    choose([pdf('a.pdf'), pdf('secret.pdf')]);
    expect(
      await screen.findByText(
        'The PDF is password-protected. Remove the protection and upload it again.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('upload-progress').textContent).toBe('2 of 2 files processed');
    expect((screen.getByTestId('create-request') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the free signatures are used up', async () => {
    serve({
      'POST /v3/documents': [{ status: 201, body: DOCUMENT }],
      'POST /v3/signature-requests': [
        {
          status: 422,
          body: { type: 'about:blank', title: 'x', status: 422, code: 'no_free_signatures' },
        },
      ],
    });
    renderWithProviders(<UploadScreen onCreated={vi.fn()} />);
    choose([pdf('a.pdf')]);
    await screen.findByText('Uploaded');
    fireEvent.click(screen.getByTestId('create-request'));
    expect(
      await screen.findByText(
        'Your free signatures are used up. Upgrade to create more signature requests.',
      ),
    ).toBeTruthy();
  });
});

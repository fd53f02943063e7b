// @vitest-environment jsdom
// /upload: PDFs are checked, uploaded (POST /v3/documents, multipart), then a DRAFT request is
// created with them (POST /v3/signature-requests), titled after the first file.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getUploadDocumentMockHandler,
  getUploadDocumentResponseMock,
} from '@generated/api/documents/documents.msw';
import {
  getCreateSignatureRequestMockHandler,
  getCreateSignatureRequestResponseMock,
} from '@generated/api/signature-requests/signature-requests.msw';
import type { Document } from '@generated/model/document';
import { File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadScreen } from '@/features/documents/upload-screen';
import { nodeFormData, problemHandler, useMockApi } from '../../support/mock-api';
import { renderWithProviders } from '../../support/render';

const api = useMockApi();
const DOCUMENT: Document = {
  ...getUploadDocumentResponseMock(),
  id: 'd1',
  name: 'journey-contract.pdf',
  size: 1000,
  pages: 3,
  hash: 'a'.repeat(64),
  signed: false,
  version: 1,
  createdAt: '2026-11-25T10:00:00Z',
};

const pdf = (name: string) =>
  new NodeFile([new Uint8Array(1000)], name, { type: 'application/pdf' }) as unknown as File;
beforeEach(async () => {
  vi.stubGlobal('FormData', await nodeFormData());
  return () => vi.unstubAllGlobals();
});
const choose = (files: File[]) =>
  fireEvent.change(screen.getByTestId('file-input'), { target: { files } });

describe('UploadScreen', () => {
  it('uploads the PDF as multipart, then creates the draft and opens it', async () => {
    api.use(
      getUploadDocumentMockHandler(DOCUMENT),
      getCreateSignatureRequestMockHandler({
        ...getCreateSignatureRequestResponseMock(),
        id: 'r1',
      }),
    );
    const onCreated = vi.fn();
    renderWithProviders(<UploadScreen onCreated={onCreated} />);
    choose([pdf('journey-contract.pdf')]);
    await screen.findByText('Uploaded');
    expect(api.sent[0].path).toBe('/v3/documents');
    const part = (api.sent[0].body as { file: File }).file;
    expect([part.name, part.size, part.type]).toEqual([
      'journey-contract.pdf',
      1000,
      'application/pdf',
    ]);
    expect((screen.getByTestId('request-title') as HTMLInputElement).value).toBe(
      'journey-contract',
    );
    fireEvent.click(screen.getByTestId('create-request'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('r1'));
    expect(api.sent[1]).toEqual({
      method: 'POST',
      path: '/v3/signature-requests',
      search: '',
      body: { title: 'journey-contract', documents: ['d1'] },
    });
  });

  it('refuses a file that is not a PDF without uploading it', async () => {
    renderWithProviders(<UploadScreen onCreated={vi.fn()} />);
    choose([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(
      await screen.findByText('This is not a PDF document. Only PDF files can be signed.'),
    ).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('translates a refused upload (415, 422 encrypted) and keeps the good file', async () => {
    // The first upload succeeds once, the second is refused.
    api.use(
      getUploadDocumentMockHandler(DOCUMENT, { once: true }),
      problemHandler('post', '*/v3/documents', 422, 'pdf_encrypted'),
    );
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
    api.use(
      getUploadDocumentMockHandler(DOCUMENT),
      problemHandler('post', '*/v3/signature-requests', 422, 'no_free_signatures'),
    );
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

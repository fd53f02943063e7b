// @vitest-environment jsdom
// Visual signatures (docs/product.md#entities-visual-signature: name, optionalLine shown as company, location, language,
// quality, legislation, display flags; default size 300x140; permissions visualSignatures claim,
// date and std with canUpdate and defaultValue) and the /profile/visual-signature screen.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getCreateVisualSignatureMockHandler,
  getDeleteVisualSignatureImageMockHandler,
  getDeleteVisualSignatureMockHandler,
  getListVisualSignaturesMockHandler,
  getPreviewVisualSignatureMockHandler,
  getUpdateVisualSignatureMockHandler,
  getUploadVisualSignatureImageMockHandler,
} from '@generated/api/visual-signatures/visual-signatures.msw';
import { getGetUserMockHandler } from '@generated/api/user/user.msw';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, getActiveDialog } from '@/components/shell/dialogs/dialog-store';
import { deleteSignatureDialog } from '@/features/visual-signatures/dialogs';
import { loadableImage } from '@/features/visual-signatures/signature-image';
import {
  DEFAULT_SIZE,
  initialValues,
  inputOf,
  toInput,
  toPreview,
  withPermissions,
} from '@/features/visual-signatures/signature-values';
import {
  shownSignatures,
  userQuery,
  visualSignaturesQuery,
  VisualSignaturesScreen,
} from '@/features/visual-signatures/visual-signatures-screen';
import type { User } from '@generated/model/user';
import type { VisualSignatureList } from '@generated/model/visualSignatureList';
import { nodeFormData, PNG, useMockApi } from '../../support/mock-api';
import { createTestQueryClient } from '../../support/render';
import { anna, visualSignatures } from './examples';
import { renderRouted, stubObjectUrls } from './support';
import { binaryHandler } from '../../support/binary-handler';

const api = useMockApi();
afterEach(() => {
  act(() => closeDialog());
  vi.unstubAllGlobals();
});

/** Anna, whose business fixes the claim line off. */
function lockedClaim(): User {
  const user = anna();
  user.permissions.visualSignatures.claim = { canUpdate: false, defaultValue: false };
  return user;
}

describe('signature values', () => {
  it('keeps options the business fixes at their defaultValue', () => {
    const values = { ...initialValues(anna()), displayClaim: true };
    expect(withPermissions(values, lockedClaim().permissions).displayClaim).toBe(false);
    expect(withPermissions(values, anna().permissions).displayClaim).toBe(true);
  });

  it('writes the company as optionalLine ("shown as company") and leaves out the legislation for ses', () => {
    const values = {
      ...initialValues(anna()),
      name: ' Anna Meier ',
      company: 'Muster Treuhand AG',
      quality: 'ses' as const,
    };
    const input = toInput(values, true);
    expect(input).toMatchObject({
      name: 'Anna Meier',
      alias: 'Anna Meier',
      optionalLine: 'Muster Treuhand AG',
      company: 'Muster Treuhand AG',
      default: true,
    });
    expect(input).not.toHaveProperty('legislation');
    expect(toPreview({ ...values, quality: 'qes' })).toMatchObject({
      legislation: values.legislation,
      ...DEFAULT_SIZE,
    });
    expect(DEFAULT_SIZE).toEqual({ width: 300, height: 140 });
  });

  it('makes a saved signature the default without changing anything else', () => {
    const [, initials] = visualSignatures().signatures;
    expect(inputOf(initials, true)).toEqual({
      alias: 'A. Meier',
      name: 'A. Meier',
      language: 'de',
      quality: 'aes',
      legislation: 'zertes',
      provider: 'swisscom',
      displayClaim: false,
      displayStandards: true,
      displayDate: true,
      displayQr: false,
      default: true,
    });
  });

  it('shows the generated placeholder only when nothing is saved', () => {
    const list = visualSignatures();
    expect(shownSignatures(list).map((s) => s.id)).toEqual(['vs-1', 'vs-2']);
    const placeholder = { ...list.signatures[0], id: 'placeholder', placeholder: true };
    expect(
      shownSignatures({ signatures: [], defaultSignature: placeholder }).map((s) => s.id),
    ).toEqual(['placeholder']);
  });

  it('does not load images from the reserved .example domain of the contract examples', () => {
    expect(
      loadableImage('https://images.signing.example/visual-signatures/vs-2.png'),
    ).toBeUndefined();
    expect(loadableImage('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });
});

function renderScreen(user = anna(), list: VisualSignatureList = visualSignatures()) {
  stubObjectUrls();
  // The preview keeps only Blob answers; Node's fetch answers Node's Blob, not jsdom's.
  vi.stubGlobal('Blob', NodeBlob);
  // Read again after a change.
  api.use(getListVisualSignaturesMockHandler(list), getGetUserMockHandler(user));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(visualSignaturesQuery().queryKey, {
    data: list,
    status: 200 as const,
    headers: new Headers(),
  });
  queryClient.setQueryData(userQuery().queryKey, {
    data: user,
    status: 200 as const,
    headers: new Headers(),
  });
  return renderRouted(() => <VisualSignaturesScreen />, { queryClient });
}

// Every card renders its preview; after a change the list is read again.
const PREVIEWS = binaryHandler(getPreviewVisualSignatureMockHandler(), PNG);
const LIST = getListVisualSignaturesMockHandler(visualSignatures());

describe('VisualSignaturesScreen', () => {
  it("renders each signature's texts through the preview call and marks the default", async () => {
    api.use(PREVIEWS);
    renderScreen();
    const cards = await screen.findAllByTestId('signature-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Default')).toBeTruthy();
    await waitFor(() =>
      expect(api.sentTo('POST /v1/user/preview-visual-signature')).toHaveLength(2),
    );
    expect(api.sentTo('POST /v1/user/preview-visual-signature')[0].body).toMatchObject({
      name: 'Anna Meier',
      optionalLine: 'Muster Treuhand AG',
      location: 'Zürich',
      quality: 'qes',
      legislation: 'zertes',
      width: 300,
      height: 140,
    });
  });

  it('makes the second signature the default (PUT with default true)', async () => {
    api.use(PREVIEWS, getUpdateVisualSignatureMockHandler(visualSignatures().signatures[1]), LIST);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(api.sentTo('PUT /v1/user/visual-signatures/vs-2')).toHaveLength(1));
    expect(api.sentTo('PUT /v1/user/visual-signatures/vs-2')[0].body).toMatchObject({
      default: true,
      alias: 'A. Meier',
    });
  });

  it('deletes after the delete-signature dialog', async () => {
    api.use(PREVIEWS, getDeleteVisualSignatureMockHandler(), LIST);
    renderScreen();
    const [, second] = await screen.findAllByTestId('signature-card');
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    expect(getActiveDialog()).toMatchObject({
      namespace: 'visual-signature',
      name: 'delete-signature',
      props: { alias: 'A. Meier', isDefault: false },
    });
    expect(api.sentTo('DELETE /v1/user/visual-signatures/vs-2')).toHaveLength(0);
    await act(() => deleteSignatureDialog.answer('delete'));
    expect(api.sentTo('DELETE /v1/user/visual-signatures/vs-2')).toHaveLength(1);
  });

  it('uploads and removes a custom image (multipart file; PNG or JPEG only)', async () => {
    // Node's FormData and File: jsdom's do not survive Node's fetch (see nodeFormData).
    vi.stubGlobal('FormData', await nodeFormData());
    const file = (parts: BlobPart[], name: string, type: string) =>
      new NodeFile(parts as never, name, { type }) as unknown as File;
    api.use(
      PREVIEWS,
      getUploadVisualSignatureImageMockHandler(visualSignatures().signatures[0]),
      getDeleteVisualSignatureImageMockHandler(visualSignatures().signatures[1]),
      LIST,
    );
    renderScreen();
    const [first, second] = await screen.findAllByTestId('signature-card');
    const input = first.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [file(['x'], 'note.txt', 'text/plain')] },
    });
    fireEvent.change(input, {
      target: { files: [file([PNG], 'me.png', 'image/png')] },
    });
    await waitFor(() => expect(api.sentTo('PUT /v1/images/signature/vs-1')).toHaveLength(1));
    const part = (api.sentTo('PUT /v1/images/signature/vs-1')[0].body as { file: File }).file;
    expect([part.name, part.type, part.size]).toEqual(['me.png', 'image/png', PNG.size]);
    fireEvent.click(within(second).getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(api.sentTo('DELETE /v1/images/signature/vs-2')).toHaveLength(1));
  });

  it('creates a signature; an option fixed by the business is locked at its value', async () => {
    api.use(PREVIEWS, getCreateVisualSignatureMockHandler(visualSignatures().signatures[1]), LIST);
    renderScreen(lockedClaim());
    fireEvent.click(await screen.findByRole('button', { name: 'New signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'New visual signature' });
    // The example fixes the standards (std: canUpdate false, on); here the claim is fixed off too.
    expect(within(dialog).getAllByText('Set by your business')).toHaveLength(2);
    const box = (name: string) =>
      within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box('Claim').disabled, box('Claim').checked]).toEqual([true, false]);
    expect([box('Signature standards').disabled, box('Signature standards').checked]).toEqual([
      true,
      true,
    ]);
    expect([box('Date').disabled, box('QR code for validation').disabled]).toEqual([false, false]);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'A. Meier' } });
    fireEvent.change(within(dialog).getByLabelText('Signature standard'), {
      target: { value: 'ses' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sentTo('POST /v1/user/visual-signatures')).toHaveLength(1));
    const body = api.sentTo('POST /v1/user/visual-signatures')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'A. Meier',
      quality: 'ses',
      displayClaim: false,
      displayStandards: true,
      default: false,
    });
    expect(body).not.toHaveProperty('legislation');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses to save without a name', async () => {
    api.use(PREVIEWS);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'New visual signature' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.sentTo('POST /v1/user/visual-signatures')).toHaveLength(0);
  });
});

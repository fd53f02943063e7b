// @vitest-environment jsdom
// The signing step as a person uses it: the pages with the
// signer's own fields visited in order ("Field 1 of 3"), a signature adopted by typing, drawing or
// uploading a picture (or a saved one), consent required before "Sign", a consent sentence that
// names the level and its legislation, the level chosen among those the server says are
// available, and the seal chosen for a request asking a seal.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Signature } from '@generated/model/signature';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { VisualSignature } from '@generated/model/visualSignature';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdoptedSignature } from '@/components/signing/step/adopt-signature';
import { levelOptions, reviewLevel } from '@/components/signing/step/review-model';
import { SigningStep, type StepDecision } from '@/components/signing/step/signing-step';
import { directLevel } from '@/features/direct/direct-signing-stage';
import { renderWithProviders } from '../../support/render';

const A4 = { width: 595, height: 842 };
const request = {
  id: 'r1',
  title: 'Mandate agreement 2026',
  legislation: 'zertes',
  documents: [
    { id: 'd1', name: 'contract.pdf', title: 'Contract', pages: 2, pageSizes: [A4, A4] },
    { id: 'd2', name: 'annex.pdf', title: 'Annex', pages: 1, pageSizes: [A4] },
  ],
} as unknown as SignatureRequest;
const own = (
  quality: Signature['quality'],
  legislation?: 'eidas' | 'zertes',
  documentSignatures: Signature['documentSignatures'] = [
    { documentId: 'd1', page: 2, x: 56, y: 500, width: 300, height: 140 },
  ],
): Signature => ({
  id: 's1',
  accountEmail: 'anna@example.org',
  status: 'OPEN',
  quality,
  ...(legislation ? { legislation } : {}),
  documentSignatures,
});
const entry = (
  quality: 'ses' | 'aes' | 'qes',
  legislation: 'eidas' | 'zertes' | undefined,
  available: boolean,
) => ({
  quality,
  ...(legislation ? { legislation } : {}),
  available,
  reason: available ? null : ('identification_required' as const),
  identificationMethods: [],
});
const detail: SignatureQualitiesDetail = {
  highestQuality: 'qes',
  identificationOngoing: false,
  qualities: [
    entry('ses', undefined, true),
    entry('aes', 'eidas', false),
    entry('aes', 'zertes', true),
    entry('qes', 'eidas', false),
    entry('qes', 'zertes', true),
  ],
};
const saved = [
  { id: 'vs-1', alias: 'Anna', name: 'Anna Meier', default: true },
] as VisualSignature[];
const page = () => Promise.resolve(new Blob(['png'], { type: 'image/png' }));

let counter = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:test/${(counter += 1)}`);
  URL.revokeObjectURL = vi.fn();
  // jsdom draws nothing: the pads' pictures are a stand-in PNG.
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['drawn'], { type: 'image/png' }));
  };
});
afterEach(() => vi.restoreAllMocks());

function step(
  signature: Signature,
  extra: Partial<Parameters<typeof SigningStep>[0]> = {},
  qualities: SignatureQualitiesDetail | undefined = detail,
) {
  const onSign = vi.fn<(decision: StepDecision) => void>();
  renderWithProviders(
    <SigningStep
      request={request}
      own={signature}
      pageLoader={() => page}
      level={{
        options: levelOptions(signature, qualities),
        judged: reviewLevel(signature, qualities),
        loading: false,
      }}
      keepsSignature
      defaultName="Anna Meier"
      busy={false}
      onCancel={() => undefined}
      onSign={onSign}
      {...extra}
    />,
  );
  return onSign;
}

const signButton = () => screen.getByTestId('sign-confirm') as HTMLButtonElement;
const consent = () => within(screen.getByTestId('sign-consent')).getByRole('checkbox');
const adopted = (onSign: ReturnType<typeof step>) =>
  onSign.mock.calls[0][0].adopted as Extract<AdoptedSignature, { kind: 'new' }>;

describe('the fields of the signing step', () => {
  it('visits the signer’s own fields in reading order: document, page, top to bottom', async () => {
    step(
      own('ses', undefined, [
        { documentId: 'd2', page: 1, x: 56, y: 100, width: 300, height: 140 },
        { documentId: 'd1', page: 2, x: 56, y: 600, width: 300, height: 140 },
        { documentId: 'd1', page: 2, x: 56, y: 300, width: 300, height: 140 },
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review and sign' });
    const counter = () => screen.getByTestId('field-counter').textContent;
    const where = () => screen.getByTestId('field-guide').textContent;
    const current = () =>
      dialog
        .querySelector('[data-testid="page-marker"][data-current]')
        ?.getAttribute('data-marker');
    expect(counter()).toBe('Field 1 of 3');
    expect(where()).toContain('Contract, page 2');
    expect(current()).toBe('s1-field-2'); // the placement at y 300
    const previous = screen.getByRole('button', { name: 'Previous field' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next field' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(counter()).toBe('Field 2 of 3');
    expect(current()).toBe('s1-field-1'); // y 600 on the same page
    fireEvent.click(next);
    expect(counter()).toBe('Field 3 of 3');
    expect(where()).toContain('Annex, page 1');
    expect(current()).toBe('s1-field-0');
    expect(next.disabled).toBe(true);
    fireEvent.click(previous);
    expect(counter()).toBe('Field 2 of 3');
    // Every own field is drawn, named for a screen reader, the visited one says "Sign here".
    const markers = within(dialog).getAllByRole('img', { name: /^Your signature field/ });
    expect(markers).toHaveLength(3);
    expect(screen.getByText('Sign here')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Your signature field 3 of 3, on page 1' }),
    ).toBeTruthy();
  });

  it('shows every page of every document, and says so when the sender placed no field', async () => {
    step(own('ses', undefined, []));
    await waitFor(() => expect(screen.getAllByTestId('document-page')).toHaveLength(3));
    expect(screen.getByTestId('field-guide').textContent).toBe(
      'The sender placed no field for you: your signature is added to the documents without a visible field.',
    );
  });
});

describe('adopting a signature', () => {
  it('by typing: the name is there to start with; consent is required before "Sign"', async () => {
    const onSign = step(own('ses'), { saved: [] });
    expect((await screen.findByRole('tab', { name: 'Type' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((screen.getByTestId('typed-signature') as HTMLInputElement).value).toBe('Anna Meier');
    await waitFor(() =>
      expect(screen.getByTestId('step-missing').textContent).toBe(
        'To sign, agree to the sentence above.',
      ),
    );
    expect(signButton().disabled).toBe(true);
    fireEvent.click(signButton());
    expect(onSign).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('typed-signature'), { target: { value: 'A. Meier' } });
    fireEvent.click(consent());
    await waitFor(() => expect(signButton().disabled).toBe(false));
    expect(screen.queryByTestId('step-missing')).toBeNull();
    fireEvent.click(signButton());
    expect(adopted(onSign)).toMatchObject({ kind: 'new', how: 'type' });
    expect(await adopted(onSign).image()).toBeInstanceOf(Blob);
    expect(screen.getByTestId('adopt-use').textContent).toBe(
      'Your new signature is kept as your default visual signature.',
    );
  });

  it('by drawing: nothing drawn is no signature', async () => {
    const onSign = step(own('ses'), { saved: [], keepsSignature: false });
    fireEvent.click(await screen.findByRole('tab', { name: 'Draw' }));
    fireEvent.click(consent());
    await waitFor(() =>
      expect(screen.getByTestId('step-missing').textContent).toBe(
        'To sign, adopt your signature: type, draw or upload it.',
      ),
    );
    const pad = screen.getByTestId('signature-pad');
    pad.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 600, height: 280, right: 600, bottom: 280 }) as DOMRect;
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 40, clientY: 100, button: 0 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 200, clientY: 140 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 400, clientY: 90 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await waitFor(() => expect(signButton().disabled).toBe(false));
    fireEvent.click(signButton());
    expect(adopted(onSign)).toMatchObject({ kind: 'new', how: 'draw' });
    expect(screen.getByTestId('adopt-use').textContent).toBe(
      'Your signature is used for this signing only.',
    );
  });

  it('by uploading a picture: a PNG or JPEG of at most 5 MB', async () => {
    const onSign = step(own('ses'), { saved: [] });
    fireEvent.click(await screen.findByRole('tab', { name: 'Upload' }));
    fireEvent.click(consent());
    const input = screen.getByTestId('signature-upload');
    const text = new File(['hello'], 'signature.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(await screen.findByText('Choose a PNG or JPEG image.')).toBeTruthy();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(
      await screen.findByText('The picture is larger than 5 MB. Choose a smaller one.'),
    ).toBeTruthy();
    expect(signButton().disabled).toBe(true);
    const picture = new File(['\x89PNG picture'], 'scan.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [picture] } });
    expect(await screen.findByRole('img', { name: 'Your signature from scan.png' })).toBeTruthy();
    await waitFor(() => expect(signButton().disabled).toBe(false));
    fireEvent.click(signButton());
    expect(adopted(onSign)).toMatchObject({ kind: 'new', how: 'upload' });
    // Where nothing can draw (jsdom), the picture itself is sent.
    expect(await adopted(onSign).image()).toBe(picture);
  });

  it('offers the account’s saved visual signatures first, the default chosen', async () => {
    const onSign = step(own('ses'), { saved });
    expect((await screen.findByRole('tab', { name: 'Saved' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Anna (default)')).toBeTruthy();
    fireEvent.click(consent());
    await waitFor(() => expect(signButton().disabled).toBe(false));
    fireEvent.click(signButton());
    expect(onSign.mock.calls[0][0]).toMatchObject({ adopted: { kind: 'saved', id: 'vs-1' } });
  });
});

describe('the consent sentence', () => {
  it('names the level and its legislation', async () => {
    step(own('qes', 'zertes'), { saved }, { ...detail, qualities: [entry('qes', 'zertes', true)] });
    expect(
      await screen.findByText(
        'I have read the 2 documents and sign them with a qualified electronic signature (QES) under ZertES (Switzerland).',
      ),
    ).toBeTruthy();
  });

  it('says "an advanced electronic signature" (the article goes with the level)', async () => {
    step(own('aes', 'zertes'), { saved }, { ...detail, qualities: [entry('aes', 'zertes', true)] });
    expect(
      await screen.findByText(
        'I have read the 2 documents and sign them with an advanced electronic signature (AES) under ZertES (Switzerland).',
      ),
    ).toBeTruthy();
  });

  it('names the request’s legislation for a simple signature, in Italian for a direct signer', async () => {
    renderWithProviders(
      <SigningStep
        request={{ ...request, documents: [request.documents[0]] }}
        own={own('ses')}
        pageLoader={() => page}
        level={{
          options: [],
          judged: directLevel(own('ses'), undefined),
          loading: false,
        }}
        keepsSignature={false}
        defaultName="Chiara Rossi"
        busy={false}
        onCancel={() => undefined}
        onSign={() => undefined}
      />,
      { locale: 'it' },
    );
    expect(await screen.findByRole('dialog', { name: 'Verificare e firmare' })).toBeTruthy();
    expect(
      screen.getByText(
        'Ho letto il documento e lo firmo con una firma elettronica semplice (FES) secondo FiEle (Svizzera).',
      ),
    ).toBeTruthy();
  });
  it('names both laws for a simple signature of a request under none', async () => {
    step(
      own('ses'),
      { saved, request: { ...request, legislation: undefined } as SignatureRequest },
      { ...detail, qualities: [entry('ses', undefined, true)] },
    );
    expect(
      await screen.findByText(
        'I have read the 2 documents and sign them with a simple electronic signature (SES) under ZertES (Switzerland) / eIDAS (EU).',
      ),
    ).toBeTruthy();
  });
});

describe('the level in the step', () => {
  it('offers the asked level first and the higher ones held; signs at the chosen one', async () => {
    const onSign = step(own('ses'), { saved });
    const choice = await screen.findByTestId('level-choice');
    const radios = choice.querySelectorAll('input[type="radio"]');
    expect(radios).toHaveLength(3);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(choice.textContent).toContain(
      'simple electronic signature (SES) (requested by the sender)',
    );
    fireEvent.click(screen.getByText(/^qualified electronic signature \(QES\) under ZertES/));
    const sentence = await screen.findByText(
      'I have read the 2 documents and sign them with a qualified electronic signature (QES) under ZertES (Switzerland).',
    );
    fireEvent.click(sentence);
    await waitFor(() => expect(signButton().disabled).toBe(false));
    fireEvent.click(signButton());
    expect(onSign).toHaveBeenCalledWith({
      adopted: { kind: 'saved', id: 'vs-1' },
      level: { quality: 'qes', legislation: 'zertes' },
    });
  });

  it('keeps the asked legislation: an advanced ZertES request offers no eIDAS level', async () => {
    step(own('aes', 'zertes'), { saved });
    const choice = await screen.findByTestId('level-choice');
    expect(choice.textContent).not.toContain('eIDAS');
    expect(choice.querySelectorAll('input[type="radio"]')).toHaveLength(2);
  });

  it('a level the signer does not hold: says where to get identified, and cannot sign', async () => {
    step(
      own('qes', 'eidas'),
      { saved, identify: <a href="/identify">Get identified</a> },
      {
        ...detail,
        qualities: [entry('qes', 'eidas', false)],
      },
    );
    expect(
      await screen.findByText('You are not yet identified for this signature level.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get identified' })).toBeTruthy();
    expect(screen.getByTestId('step-missing').textContent).toBe(
      'You cannot sign at this level yet: see above.',
    );
    expect(signButton().disabled).toBe(true);
  });
});

describe('sealing in the step', () => {
  const seals = [
    {
      accountName: 'muster-seal',
      displayName: 'Muster Treuhand AG',
      quality: 'aes' as const,
      legislation: 'zertes' as const,
      hasImage: true,
    },
  ];

  it('chooses the seal and seals with it (no level, no signature to adopt)', async () => {
    const onSign = step(own('seal'), { seals });
    await screen.findByText('Muster Treuhand AG under ZertES (Switzerland)');
    expect(screen.queryByTestId('adopt-signature')).toBeNull();
    fireEvent.click(
      screen.getByText(
        'I have read the 2 documents and seal them with the seal Muster Treuhand AG of my business.',
      ),
    );
    const button = screen.getByRole('button', { name: 'Seal 2 documents' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(button));
    expect(onSign).toHaveBeenCalledWith({ seal: 'muster-seal' });
  });

  it('without a seal says whom to ask and cannot seal', async () => {
    step(own('seal'), { seals: [] });
    expect(
      await screen.findByText('You are not a member of a seal of your business.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Seal 2 documents' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

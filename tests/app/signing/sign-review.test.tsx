// @vitest-environment jsdom
// The signing step's review as a person uses it: the level chosen among those the server says
// are available (the asked one first, the consent sentence naming the choice), and the seal
// chosen for a request asking a seal (or the reason why there is none).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Signature } from '@generated/model/signature';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { VisualSignature } from '@generated/model/visualSignature';
import { describe, expect, it, vi } from 'vitest';
import { SignReview } from '@/features/signing/sign-review';
import { renderWithProviders } from '../../support/render';

const request = {
  id: 'r1',
  documents: [{ id: 'd1', name: 'contract.pdf', title: 'Contract', pages: 2 }],
} as unknown as SignatureRequest;
const own = (quality: Signature['quality'], legislation?: 'eidas' | 'zertes'): Signature => ({
  id: 's1',
  accountEmail: 'anna@example.org',
  status: 'OPEN',
  quality,
  ...(legislation ? { legislation } : {}),
  documentSignatures: [{ documentId: 'd1', page: 2, x: 56, y: 500, width: 300, height: 140 }],
});
const detail: SignatureQualitiesDetail = {
  highestQuality: 'qes',
  identificationOngoing: false,
  qualities: [
    { quality: 'ses', available: true, reason: null, identificationMethods: [] },
    {
      quality: 'aes',
      legislation: 'eidas',
      available: false,
      reason: 'identification_required',
      identificationMethods: [],
    },
    {
      quality: 'aes',
      legislation: 'zertes',
      available: true,
      reason: null,
      identificationMethods: [],
    },
    {
      quality: 'qes',
      legislation: 'eidas',
      available: false,
      reason: 'identification_required',
      identificationMethods: [],
    },
    {
      quality: 'qes',
      legislation: 'zertes',
      available: true,
      reason: null,
      identificationMethods: [],
    },
  ],
};
const saved = [
  { id: 'vs-1', alias: 'Anna', name: 'Anna Meier', default: true },
] as VisualSignature[];

function review(signature: Signature, extra: Partial<Parameters<typeof SignReview>[0]> = {}) {
  const onSign = vi.fn();
  renderWithProviders(
    <SignReview
      request={request}
      own={signature}
      detail={detail}
      signatures={saved}
      defaultName="Anna Meier"
      busy={false}
      onCancel={() => undefined}
      onSign={onSign}
      {...extra}
    />,
  );
  return onSign;
}

describe('the level in the review', () => {
  it('offers the asked level first and the higher ones held; signs at the chosen one', async () => {
    const onSign = review(own('ses'));
    const choice = await screen.findByTestId('level-choice');
    const radios = choice.querySelectorAll('input[type="radio"]');
    expect(radios).toHaveLength(3);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(choice.textContent).toContain(
      'simple electronic signature (SES) (requested by the sender)',
    );
    fireEvent.click(screen.getByText(/^qualified electronic signature \(QES\) under ZertES/));
    const consent = await screen.findByText(
      'I have read the document and sign it with a qualified electronic signature (QES) under ZertES (Switzerland).',
    );
    fireEvent.click(consent);
    const sign = screen.getByRole('button', { name: 'Sign document' });
    await waitFor(() => expect((sign as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(sign);
    expect(onSign).toHaveBeenCalledWith({
      visual: { kind: 'saved', id: 'vs-1' },
      level: { quality: 'qes', legislation: 'zertes' },
    });
  });

  it('keeps the asked legislation: an advanced ZertES request offers no eIDAS level', async () => {
    review(own('aes', 'zertes'));
    const choice = await screen.findByTestId('level-choice');
    expect(choice.textContent).not.toContain('eIDAS');
    expect(choice.querySelectorAll('input[type="radio"]')).toHaveLength(2);
  });
});

describe('sealing in the review', () => {
  const seals = [
    {
      accountName: 'muster-seal',
      displayName: 'Muster Treuhand AG',
      quality: 'aes' as const,
      legislation: 'zertes' as const,
      hasImage: true,
    },
  ];

  it('chooses the seal and seals with it (no level, no visual signature)', async () => {
    const onSign = review(own('seal'), { seals });
    await screen.findByText('Muster Treuhand AG under ZertES (Switzerland)');
    expect(screen.queryByText('Visual signature')).toBeNull();
    fireEvent.click(
      screen.getByText(
        'I have read the document and seal it with the seal Muster Treuhand AG of my business.',
      ),
    );
    const button = screen.getByRole('button', { name: 'Seal document' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(onSign).toHaveBeenCalledWith({ seal: 'muster-seal' });
  });

  it('without a seal says whom to ask and cannot seal', async () => {
    review(own('seal'), { seals: [] });
    expect(
      await screen.findByText('You are not a member of a seal of your business.'),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Seal document' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

// @vitest-environment jsdom
// Details of the request editor: the observers of a draft are named once (the
// form that edits them, not a read-only list beside it), and a draft's signers, who have not
// been asked yet, read "Not sent yet" instead of "Waiting".
import { getGetSignatureRequestResponseMock } from '@generated/api/signature-requests/signature-requests.msw';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestWorkflow } from '@/features/signature-requests/request-workflow';
import { SignerList } from '@/features/signature-requests/signer-list';
import { SignerStatusBadge } from '@/features/signature-requests/status-badge';
import { renderWithProviders } from '../../support/render';

const signer: Signature = {
  id: 's-1',
  accountEmail: 'luca@example.org',
  name: 'Luca Bianchi',
  status: 'OPEN',
  quality: 'ses',
  documentSignatures: [],
};

const request = (fields: Partial<SignatureRequest>): SignatureRequest => ({
  ...getGetSignatureRequestResponseMock(),
  id: 'r1',
  title: 'Mandate agreement 2026',
  signatures: [signer],
  signaturesCount: 1,
  workflow: {
    signingOrder: 'parallel',
    observers: [{ email: 'legal@example.org', name: 'Legal' }],
    expiresAt: null,
    reminderIntervalDays: null,
    nextReminderAt: null,
    nextSignatureId: null,
  },
  ...fields,
});

describe('the observers of the request editor', () => {
  it('names "Observers (copy)" once in a draft, in the form that edits them', () => {
    renderWithProviders(
      <RequestWorkflow request={request({ statusOverall: 'DRAFT' })} onSave={vi.fn()} />,
    );
    expect(screen.getAllByText('Observers (copy)')).toHaveLength(1);
    const observers = screen.getByTestId('workflow-observers');
    expect(within(observers).getByText('Legal <legal@example.org>')).toBeTruthy();
    expect(within(observers).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.getAllByText('Legal <legal@example.org>')).toHaveLength(1);
  });

  it('tells the sender of a draft without observers what they are for, once', () => {
    renderWithProviders(
      <RequestWorkflow
        request={request({
          statusOverall: 'DRAFT',
          workflow: {
            signingOrder: 'parallel',
            observers: [],
            expiresAt: null,
            reminderIntervalDays: null,
            nextReminderAt: null,
            nextSignatureId: null,
          },
        })}
        onSave={vi.fn()}
      />,
    );
    expect(screen.getAllByText('Observers (copy)')).toHaveLength(1);
    expect(
      screen.getAllByText(
        'No observers yet: add people who should receive the signed document without signing.',
      ),
    ).toHaveLength(1);
  });

  it('lists the observers read-only once the request is sent', () => {
    renderWithProviders(<RequestWorkflow request={request({ statusOverall: 'OPEN' })} />);
    expect(screen.getAllByText('Observers (copy)')).toHaveLength(1);
    expect(screen.getByText('Legal <legal@example.org>')).toBeTruthy();
    expect(screen.queryByTestId('workflow-form')).toBeNull();
  });
});

describe('the status of a signer', () => {
  it('reads "Not sent yet" in a draft: nobody was asked yet', () => {
    renderWithProviders(<SignerList signatures={[signer]} requestStatus="DRAFT" />);
    expect(screen.getByTestId('signer-status').textContent).toBe('Not sent yet');
    expect(screen.queryByText('Waiting')).toBeNull();
  });

  it('reads "Waiting" once the request is sent and the signer has not signed', () => {
    renderWithProviders(<SignerList signatures={[signer]} requestStatus="OPEN" />);
    expect(screen.getByTestId('signer-status').textContent).toBe('Waiting');
  });

  it('is the badge the dashboard rows show too: "Not sent yet" for a draft, then the signature\'s own', () => {
    renderWithProviders(
      <>
        <SignerStatusBadge status="OPEN" requestStatus="DRAFT" />
        <SignerStatusBadge status="OPEN" requestStatus="OPEN" />
        <SignerStatusBadge status="SIGNED" requestStatus="SIGNED" />
      </>,
    );
    expect(screen.getAllByTestId('signer-status').map((badge) => badge.textContent)).toEqual([
      'Not sent yet',
      'Waiting',
      'Signed',
    ]);
  });
});

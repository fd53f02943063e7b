// @vitest-environment jsdom
// The draft's details in the request editor: a member of a business books the request to a cost
// centre (the business's cost centre report groups by it); a personal sender is not offered one.
import { getGetSignatureRequestResponseMock } from '@generated/api/signature-requests/signature-requests.msw';
import { getGetUserBusinessResponseMock } from '@generated/api/business/business.msw';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestDetailsForm } from '@/features/signature-requests/request-details-form';
import { membershipQueryOptions } from '@/lib/queries/membership';
import { createTestQueryClient, renderWithProviders } from '../../support/render';
import { mockBody } from '../../support/mock-body';

const draft = (fields: Partial<SignatureRequest> = {}): SignatureRequest => ({
  ...getGetSignatureRequestResponseMock(),
  title: 'Mandate agreement 2026',
  message: null,
  costCenter: null,
  statusOverall: 'DRAFT',
  ...fields,
});

function renderForm(request: SignatureRequest, member: boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    membershipQueryOptions().queryKey,
    member ? mockBody(getGetUserBusinessResponseMock()) : null,
  );
  const onSave = vi.fn(async () => undefined);
  renderWithProviders(<RequestDetailsForm request={request} saving={false} onSave={onSave} />, {
    queryClient,
  });
  return onSave;
}

describe('RequestDetailsForm', () => {
  it('lets a member of a business book the draft to a cost centre', async () => {
    const onSave = renderForm(draft(), true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Cost centre' }), {
      target: { value: ' Administration ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Mandate agreement 2026',
      message: '',
      costCenter: 'Administration',
    });
  });

  it('shows the cost centre the draft has', () => {
    renderForm(draft({ costCenter: 'Legal' }), true);
    expect((screen.getByRole('textbox', { name: 'Cost centre' }) as HTMLInputElement).value).toBe(
      'Legal',
    );
  });

  it('offers no cost centre to a personal sender', () => {
    renderForm(draft(), false);
    expect(screen.queryByRole('textbox', { name: 'Cost centre' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
  });
});

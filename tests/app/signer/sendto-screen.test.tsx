// @vitest-environment jsdom
// /sendto/<id>: get-internal, then claim, then the request opens; on failure the product's
// 'Failed to claim signature request' (docs/product.md#errors).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getClaimSendtoMockHandler,
  getClaimSendtoResponseMock,
  getGetSendtoInternalMockHandler,
  getGetSendtoInternalResponseMock,
} from '@generated/api/signature-requests/signature-requests.msw';
import { describe, expect, it, vi } from 'vitest';
import { claimedByMe, sendtoQuery, SendtoScreen } from '@/features/direct/sendto-screen';
import { problemHandler, useMockApi } from '../../support/mock-api';
import { createTestQueryClient } from '../../support/render';
import { REQUEST_ID } from './examples';
import { renderRouted } from './support';

const api = useMockApi();
const sent = getGetSendtoInternalResponseMock;
const CLAIM = 'POST /v3/sendto/st-9a8b7c6d-1/claim';
const claimed = getClaimSendtoMockHandler({ ...getClaimSendtoResponseMock(), id: REQUEST_ID });

function renderSendto(onClaimed: (id: string) => void, data = sent()) {
  api.use(getGetSendtoInternalMockHandler(data)); // read again after the claim
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sendtoQuery('st-9a8b7c6d-1').queryKey, {
    data,
    status: 200 as const,
    headers: new Headers(),
  });
  return renderRouted(
    () => (
      <SendtoScreen
        id="st-9a8b7c6d-1"
        email="anna.meier@muster-treuhand.ch"
        onClaimed={onClaimed}
      />
    ),
    { queryClient },
  );
}

describe('SendtoScreen', () => {
  it('claims the request once and opens it', async () => {
    api.use(claimed);
    const onClaimed = vi.fn();
    renderSendto(onClaimed);
    expect(await screen.findByText('Mandate agreement 2026')).toBeTruthy();
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(REQUEST_ID));
    expect(api.sentTo(CLAIM)).toHaveLength(1);
  });

  it("shows 'Failed to claim signature request' when the claim fails, and can try again", async () => {
    api.use(
      problemHandler(
        'post',
        '*/v3/sendto/:id/claim',
        409,
        'conflict',
        'Conflict',
        {},
        { once: true },
      ),
      claimed,
    );
    const onClaimed = vi.fn();
    renderSendto(onClaimed);
    expect(await screen.findByText('Failed to claim signature request')).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(REQUEST_ID));
    expect(api.sentTo(CLAIM)).toHaveLength(2);
  });

  it('opens a request this account claimed before without claiming again', async () => {
    const onClaimed = vi.fn();
    renderSendto(onClaimed, {
      ...sent(),
      claimed: true,
      claimedBy: 'Anna.Meier@muster-treuhand.ch',
    });
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(REQUEST_ID));
    expect(api.sent).toHaveLength(0);
    expect(
      claimedByMe(
        { claimed: true, claimedBy: 'beat.keller@muster-treuhand.ch' },
        'anna.meier@muster-treuhand.ch',
      ),
    ).toBe(false);
  });
});

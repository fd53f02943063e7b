// @vitest-environment jsdom
// /sendto/<id>: get-internal, then claim, then the request opens; on failure the seed's
// 'Failed to claim signature request' (seed 000 §8).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimedByMe, sendtoQuery, SendtoScreen } from '@/features/direct/sendto-screen';
import type { SendtoInternal } from '@generated/model/sendtoInternal';
import { createTestQueryClient } from '../../support/render';
import { example, REQUEST_ID } from './examples';
import { fakeApi, problem, renderRouted } from './support';

afterEach(() => vi.unstubAllGlobals());

const sent = () => example<SendtoInternal>('/v3/sendto/{sendtoId}/get-internal', 'get');
const CLAIM = 'POST /v3/sendto/st-9a8b7c6d-1/claim';

function renderSendto(onClaimed: (id: string) => void, data = sent()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sendtoQuery('st-9a8b7c6d-1').queryKey, {
    data,
    status: 200,
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
    const api = fakeApi({ [CLAIM]: { status: 200, body: { id: REQUEST_ID } } });
    const onClaimed = vi.fn();
    renderSendto(onClaimed);
    expect(await screen.findByText('Mandate agreement 2026')).toBeTruthy();
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(REQUEST_ID));
    expect(api.called(CLAIM)).toHaveLength(1);
  });

  it("shows 'Failed to claim signature request' when the claim fails, and can try again", async () => {
    const api = fakeApi({
      [CLAIM]: (_body, call) =>
        call === 1 ? problem(409, 'conflict') : { status: 200, body: { id: REQUEST_ID } },
    });
    const onClaimed = vi.fn();
    renderSendto(onClaimed);
    expect(await screen.findByText('Failed to claim signature request')).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(REQUEST_ID));
    expect(api.called(CLAIM)).toHaveLength(2);
  });

  it('opens a request this account claimed before without claiming again', async () => {
    const api = fakeApi({});
    const onClaimed = vi.fn();
    renderSendto(onClaimed, {
      ...sent(),
      claimed: true,
      claimedBy: 'Anna.Meier@muster-treuhand.ch',
    });
    await waitFor(() => expect(onClaimed).toHaveBeenCalledWith(REQUEST_ID));
    expect(api.calls).toHaveLength(0);
    expect(
      claimedByMe(
        { claimed: true, claimedBy: 'beat.keller@muster-treuhand.ch' },
        'anna.meier@muster-treuhand.ch',
      ),
    ).toBe(false);
  });
});

// @vitest-environment jsdom
// GET /v1/sandboxes: the screens that show a sandbox provider's data say so (issue text: "every
// screen and answer that shows sandbox data labels it"): the billing screens beside the sandbox
// payments, the identification screen beside the sandbox identification; nothing when the
// provider is real.
import { getListSandboxesMockHandler } from '@generated/api/system/system.msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SandboxNotice } from '@/components/sandbox-notice';
import { renderWithProviders } from '../../support/render';
import { businessServer } from '../business/msw';

const { server, sent } = businessServer();

describe('SandboxNotice', () => {
  it('says payments are a sandbox when the server lists the payment provider', async () => {
    server.use(getListSandboxesMockHandler({ providers: ['payment', 'identification'] }));
    renderWithProviders(<SandboxNotice provider="payment" />);
    expect(
      await screen.findByText('Sandbox payments: no card is charged and no money moves.'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.path === '/v1/sandboxes')).toHaveLength(1);
  });

  it('says the identification is a sandbox when the server lists it', async () => {
    server.use(getListSandboxesMockHandler({ providers: ['identification'] }));
    renderWithProviders(<SandboxNotice provider="identification" />);
    expect(
      await screen.findByText("Sandbox identification: nobody's identity is checked."),
    ).toBeTruthy();
  });

  it('shows nothing for a real provider', async () => {
    server.use(getListSandboxesMockHandler({ providers: ['identification'] }));
    renderWithProviders(<SandboxNotice provider="payment" />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.filter((r) => r.path === '/v1/sandboxes')).toHaveLength(1);
    expect(screen.queryByTestId('sandbox-notice-payment')).toBeNull();
  });
});

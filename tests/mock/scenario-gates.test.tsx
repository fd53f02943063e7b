// @vitest-environment jsdom
// The mock's scenarios drive the unit tests' MSW too (tests/support/mock-scenario-handlers.ts):
// chosen with the Test System frame's own chooseScenario(), the scenario's named examples answer
// the calls, and the shell shows the gate the product names for that state (docs/product.md#states-login-dialogs "locked or
// trial-expired members see a locked dialog"); the example world shows none.
import { getUserBusiness } from '@generated/api/business/business';
import { getUser } from '@generated/api/user/user';
import { getStatusSummary } from '@generated/api/system/system';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '@/components/shell/dialogs/dialog-host';
import { closeDialog } from '@/components/shell/dialogs/dialog-store';
import { resetDialogGates } from '@/components/shell/gates/session-gates';
import { useDialogGates } from '@/features/user/gates/use-dialog-gates';
import {
  chooseScenario,
  MOCK_SCENARIOS,
  MOCK_SSO_ONBOARDING,
  type MockScenario,
} from '@/components/shell/mock-scenarios';
import { activeMaintenance } from '@/lib/navigation/maintenance';
import type { SessionState } from '@/lib/queries/session-state';
import { isSsoIncomplete, pendingSsoOnboarding } from '@/lib/session';
import { useMockApi } from '../support/mock-api';
import { contractExamples } from '../../scripts/mock-scenarios.ts';
import { scenarioHandlers } from '../support/mock-scenario-handlers';
import { renderRouted } from '../app/signer/support';

const api = useMockApi();

afterEach(() => {
  act(() => closeDialog());
  resetDialogGates();
  chooseScenario('');
  cleanup();
});

/** The session the shell would load in a scenario, read through the app's generated fetchers. */
async function sessionIn(scenario: MockScenario): Promise<SessionState> {
  chooseScenario(scenario);
  api.use(...scenarioHandlers());
  const user = await getUser();
  const membership = await getUserBusiness();
  if (user.status !== 200) throw new Error(`GET /v1/user answered ${user.status}`);
  const member = membership.status === 200 ? membership.data : null;
  return { role: member?.role ?? 'user', user: user.data, membership: member };
}

/** The gates open from an effect: give them a moment before saying none opened. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function Shell({ session }: { session: SessionState }) {
  useDialogGates(session);
  return <DialogHost />;
}

describe('mock scenarios in the unit tests', () => {
  it('lockedMember: Beat Keller, a member of the locked business, sees the locked dialog', async () => {
    const session = await sessionIn('lockedMember');
    expect(session.user?.id).toBe('beat.keller');
    expect(session.membership?.business.billingStatus.locked).toBe(true);
    renderRouted(() => <Shell session={session} />);
    const dialog = await screen.findByRole('dialog', { name: 'Business account locked' });
    expect(dialog.textContent).toContain('Muster Treuhand AG');
  });

  it('the example world: Anna, admin of an active business, sees no gate', async () => {
    const session = await sessionIn('');
    expect(session.user?.id).toBe('anna.meier');
    expect(session.role).toBe('admin');
    renderRouted(() => <Shell session={session} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('noFreeSignatures: a personal account (204) with no free signature left', async () => {
    const session = await sessionIn('noFreeSignatures');
    expect(session.membership).toBeNull();
    expect(session.user?.attributes.freeSignaturesRemaining).toEqual(['0']);
  });

  it('ssoPending: the frame sets the SSO landing, so no accept-terms dialog opens', async () => {
    const session = await sessionIn('ssoPending');
    expect(isSsoIncomplete()).toBe(true);
    expect(pendingSsoOnboarding()).toBe(MOCK_SSO_ONBOARDING);
    expect(session.user?.attributes.acceptedGtc).toBeUndefined();
    renderRouted(() => <Shell session={session} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    chooseScenario('');
    expect(isSsoIncomplete()).toBe(false);
  });

  it('maintenance scenarios: blocking affects the platform group, the notice does not', async () => {
    const blocking = async (scenario: MockScenario) => {
      chooseScenario(scenario);
      api.use(...scenarioHandlers());
      const summary = await getStatusSummary();
      if (summary.status !== 200) throw new Error('no summary');
      return activeMaintenance(summary.data, summary.data.components)?.isBlocking;
    };
    expect(await blocking('maintenanceBlocking')).toBe(true);
    expect(await blocking('maintenanceNotice')).toBe(false);
    expect(await blocking('')).toBeUndefined();
  });

  it('a request may still name its example itself (Prefer), as with Prism', async () => {
    api.use(...scenarioHandlers());
    const answer = await fetch('http://localhost/v2/businesses/user', {
      headers: { Prefer: 'example=trialExpired' },
    });
    const body = (await answer.json()) as {
      business: { billingStatus: { trialExpired: boolean } };
    };
    expect(body.business.billingStatus.trialExpired).toBe(true);
    const personal = await fetch('http://localhost/v2/businesses/user', {
      headers: { Prefer: 'code=204' },
    });
    expect(personal.status).toBe(204);
  });

  it('formErrors: a form call answers its Problem with the field pointer; reads stay the world', async () => {
    chooseScenario('formErrors');
    api.use(...scenarioHandlers());
    const business = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
    const answer = await fetch(`http://localhost/v1/businesses/${business}/domains`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ domain: 'alpine-tech.ch' }),
    });
    expect(answer.status).toBe(409);
    expect(answer.headers.get('Content-Type')).toBe('application/problem+json');
    const problem = (await answer.json()) as { code: string; errors: { pointer: string }[] };
    expect(problem.code).toBe('domain_taken');
    expect(problem.errors[0].pointer).toBe('/body/domain');
    expect((await getUser()).status).toBe(200);
  });

  it('noFreeSignatures: creating a request answers 422 no_free_signatures', async () => {
    chooseScenario('noFreeSignatures');
    api.use(...scenarioHandlers());
    const answer = await fetch('http://localhost/v3/signature-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Offer' }),
    });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { code: string }).code).toBe('no_free_signatures');
  });

  it('offers in the frame only scenarios some operation of the contract answers', () => {
    const operations = contractExamples();
    for (const scenario of MOCK_SCENARIOS.filter(Boolean)) {
      const answered = operations.some((op) => op.names.has(scenario) || op.codes.has(scenario));
      expect(answered, scenario).toBe(true);
    }
  });
});

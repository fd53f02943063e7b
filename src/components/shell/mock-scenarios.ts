// The scenarios of the mock loop (openapi/EXAMPLES.md "Scenarios of the mock"): the loop marks
// its answers with the cookie mock-world=1 and asks Prism, for every operation that has one, for
// the example named after the scenario in the cookie mock-scenario. Nothing here runs against a
// real server: without the mock-world cookie there is no switcher.
import { setSsoIncomplete } from '@/lib/session';

/**
 * '' is the example world as it is; the others are example names the contract defines (the states
 * of the product, openapi/EXAMPLES.md "Scenarios of the mock"). The unit tests' MSW handlers take the
 * same names (tests/support/mock-scenario-handlers.ts).
 */
export const MOCK_SCENARIOS = [
  '',
  'empty',
  'locked',
  'lockedMember',
  'trialExpired',
  'manualInvoicing',
  'paymentIssue',
  'cancelling',
  'noFreeSignatures',
  'ssoPending',
  'maintenanceBlocking',
  'maintenanceNotice',
  'formErrors',
] as const;
export type MockScenario = (typeof MOCK_SCENARIOS)[number];

/**
 * The pending SSO onboarding of the scenario `ssoPending` (the `ssoId` of the contract's
 * examples). "SSO setup is incomplete" is no answer of a call but the SSO login's landing, which
 * the app keeps in the session: choosing the scenario sets it as that landing would.
 */
export const MOCK_SSO_ONBOARDING = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function cookie(name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** True when the app is served by the mock loop. */
export const inMockWorld = (): boolean => cookie('mock-world') === '1';

export function currentScenario(): MockScenario {
  const value = cookie('mock-scenario') ?? '';
  return (MOCK_SCENARIOS as readonly string[]).includes(value) ? (value as MockScenario) : '';
}

export function chooseScenario(scenario: MockScenario): void {
  setSsoIncomplete(scenario === 'ssoPending' ? MOCK_SSO_ONBOARDING : false);
  document.cookie = scenario
    ? `mock-scenario=${encodeURIComponent(scenario)}; Path=/; SameSite=Lax`
    : 'mock-scenario=; Path=/; Max-Age=0; SameSite=Lax';
}

/** The mock's login (openapi/EXAMPLES.md "Logging in to the mock"): Anna and the examples' password. */
export const MOCK_LOGIN = {
  email: 'anna.meier@muster-treuhand.ch',
  password: 'Zurich-Treuhand-2026!',
} as const;

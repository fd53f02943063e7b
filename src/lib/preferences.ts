// Choices remembered across visits in local storage: the dashboard's last tab and filter, the
// chosen language and the local flag that hides the 'Test System' frame (docs/product.md#screens-shell).
const DASHBOARD_KEY = 'dashboard_last';
const LOCALE_KEY = 'locale';
export const HIDE_TEST_FRAME_KEY = 'hide_test_system';

function read(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode, cookies blocked)
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // nothing to do: the choice is simply not remembered
  }
}

export function lastDashboardChoice(): { tab?: string; filter?: string } {
  const raw = read(DASHBOARD_KEY);
  if (!raw) return {};
  try {
    return JSON.parse(raw) as { tab?: string; filter?: string };
  } catch {
    return {};
  }
}

export function rememberDashboardChoice(choice: { tab: string; filter?: string }): void {
  write(DASHBOARD_KEY, JSON.stringify({ ...lastDashboardChoice(), ...choice }));
}

export function chosenLocale(): string | undefined {
  return read(LOCALE_KEY);
}

export function rememberLocale(locale: string): void {
  write(LOCALE_KEY, locale);
}

export function isTestFrameHidden(): boolean {
  return read(HIDE_TEST_FRAME_KEY) === 'true';
}

export function hideTestFrame(): void {
  write(HIDE_TEST_FRAME_KEY, 'true');
}

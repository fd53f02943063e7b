// @vitest-environment jsdom
// docs/product.md#overview, docs/product.md#screens-shell: the error page (error.title, error.subtitle, error.button, 404 illustration),
// the 'Test System' frame outside production unless the local hide flag is set, and the light
// maintenance banner (text plus link) for a non-blocking maintenance.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExitCountdown } from '../../../src/components/shell/exit-countdown.tsx';
import { ErrorPage } from '../../../src/components/shell/frame/error-page.tsx';
import { LanguageSwitch } from '../../../src/components/shell/language-switch.tsx';
import { MaintenanceBanner } from '../../../src/components/shell/maintenance-banner.tsx';
import { TestSystemFrame } from '../../../src/components/shell/test-system-frame.tsx';
import { renderWithProviders } from '../../support/render';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('ErrorPage', () => {
  it('shows error.title, error.subtitle, error.button and the 404 illustration', () => {
    renderWithProviders(<ErrorPage message="Page Not Found: /nope" status={404} />);
    expect(screen.getByRole('heading', { name: 'This page is not available' })).toBeTruthy();
    expect(screen.getByText(/The page does not exist/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('img', { name: '404' })).toBeTruthy();
    expect(screen.getByTestId('error-message').textContent).toBe('404 · Page Not Found: /nope');
  });

  it('is translated', () => {
    renderWithProviders(<ErrorPage />, { locale: 'de-ch' });
    expect(screen.getByRole('heading', { name: 'Diese Seite ist nicht verfügbar' })).toBeTruthy();
  });
});

describe('TestSystemFrame', () => {
  it("shows 'Test System' outside production and hides it with the local flag", () => {
    renderWithProviders(<TestSystemFrame production={false} />);
    expect(screen.getByText('Test System')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide test frame' }));
    expect(screen.queryByText('Test System')).toBeNull();
    expect(localStorage.getItem('hide_test_system')).toBe('true');
    renderWithProviders(<TestSystemFrame production={false} />);
    expect(screen.queryByText('Test System')).toBeNull();
  });

  it('never shows in production', () => {
    renderWithProviders(<TestSystemFrame production mock={false} />);
    expect(screen.queryByText('Test System')).toBeNull();
    expect(screen.queryByTestId('mock-scenario')).toBeNull();
  });

  it('offers no scenarios outside the mock loop', () => {
    localStorage.removeItem('hide_test_system');
    renderWithProviders(<TestSystemFrame production={false} mock={false} />);
    expect(screen.getByText('Test System')).toBeTruthy();
    expect(screen.queryByTestId('mock-scenario')).toBeNull();
  });

  it("in the mock loop chooses a scenario (cookie mock-scenario) and reloads, in the locale's words", () => {
    localStorage.removeItem('hide_test_system');
    const reload = vi.fn();
    renderWithProviders(<TestSystemFrame production mock reload={reload} />, { locale: 'de-ch' });
    const select = screen.getByRole('combobox', { name: 'Mock-Szenario' }) as HTMLSelectElement;
    const labels = Array.from(select.options).map((o) => o.text);
    expect(labels.slice(0, 3)).toEqual([
      'Beispielwelt',
      'Leere Listen',
      'Gesperrtes Unternehmen (Admin)',
    ]);
    expect(labels).toContain('Sperrende Wartung');
    expect(labels).toHaveLength(13); // every scenario of openapi/EXAMPLES.md, each in German
    fireEvent.change(select, { target: { value: 'empty' } });
    expect(document.cookie).toContain('mock-scenario=empty');
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.change(select, { target: { value: '' } });
    expect(document.cookie).not.toContain('mock-scenario=empty');
  });
});

describe('MaintenanceBanner', () => {
  it('shows text and link for a non-blocking maintenance only', () => {
    const { rerender } = renderWithProviders(
      <MaintenanceBanner maintenance={{ url: 'https://stspg.io/m', isBlocking: false }} />,
    );
    expect(screen.getByTestId('maintenance-banner').textContent).toContain(
      'Maintenance is in progress',
    );
    expect(screen.getByRole('link', { name: 'Status page' }).getAttribute('href')).toBe(
      'https://stspg.io/m',
    );
    rerender(<MaintenanceBanner maintenance={{ url: 'u', isBlocking: true }} />);
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
    rerender(<MaintenanceBanner maintenance={null} />);
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });
});

describe('ExitCountdown', () => {
  it('counts down and then goes to the exit URL', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    renderWithProviders(
      <ExitCountdown redirect={{ url: 'https://crm.example/', seconds: 10 }} go={go} />,
    );
    expect(screen.getByText('You will be redirected in 10 seconds.')).toBeTruthy();
    for (let i = 0; i < 10; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(go).toHaveBeenCalledWith('https://crm.example/');
  });

  it('can be cancelled', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    renderWithProviders(
      <ExitCountdown redirect={{ url: 'https://crm.example/', seconds: 10 }} go={go} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stay here' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(go).not.toHaveBeenCalled();
  });

  it('redirects at once for 0 seconds', () => {
    const go = vi.fn();
    renderWithProviders(
      <ExitCountdown redirect={{ url: 'https://crm.example/', seconds: 0 }} go={go} />,
    );
    expect(go).toHaveBeenCalledWith('https://crm.example/');
  });
});

describe('LanguageSwitch', () => {
  const options = () =>
    Array.from(
      (screen.getByTestId('language-switch') as HTMLSelectElement).options,
      (option) => option.value,
    );

  it('offers en-gb, de-ch and fr-ch, but not Italian, outside direct signing (docs/product.md#overview-languages)', () => {
    renderWithProviders(<LanguageSwitch />);
    expect(options()).toEqual(['en-gb', 'de-ch', 'fr-ch']);
  });

  it('offers Italian too while signing by direct link', () => {
    renderWithProviders(<LanguageSwitch directSign />);
    expect(options()).toEqual(['en-gb', 'de-ch', 'fr-ch', 'it']);
  });
});

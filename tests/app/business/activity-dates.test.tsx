// @vitest-environment jsdom
// The activity page's period follows the app's language, not the browser's (a native date input
// would show the browser's format and week): a German user types and reads 01.11.2026, an English
// one 01/11/2026 — both the 1st of November on the wire (start_date=2026-11-01) — and the calendar
// starts its weeks on Monday in every language.
import { getActivityMock } from '@generated/api/activity/activity.msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActivityScreen } from '@/features/business/activity-screen';
import { LOCALES, type Locale } from '@/lib/i18n';
import { createTestI18n, renderWithProviders } from '../../support/render';
import { businessServer, sentTo } from './msw';

const ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const { sent } = businessServer(...getActivityMock());

// The calendar's popover measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  // Enter blurs the field (jsdom moves no focus by itself), then the person tabs on.
  fireEvent.blur(input);
  return input as HTMLInputElement;
}

const startDates = () =>
  sentTo(sent, 'GET', '/activities/signatures').map((request) =>
    new URLSearchParams(request.search).get('start_date'),
  );

async function render(locale: Locale) {
  renderWithProviders(<ActivityScreen businessId={ID} tab="signatures" onTab={() => {}} />, {
    locale,
  });
  const t = createTestI18n(locale).getFixedT(locale, ['business', 'routes']);
  await screen.findByRole('table', { name: t('business:activity.signatures') });
  return t;
}

describe('the activity period', () => {
  it.each([
    ['de-ch', '01.11.2026'],
    ['fr-ch', '01.11.2026'],
    ['en-gb', '01/11/2026'],
    ['it', '01/11/2026'],
  ] as const)('reads and shows a date as %s writes it (%s)', async (locale, text) => {
    const t = await render(locale);
    const input = typeDate(t('business:activityLog.startDate'), text);
    await waitFor(() => expect(startDates()).toContain('2026-11-01'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(input.value).toBe(text);
    expect(input.getAttribute('type')).not.toBe('date');
  });

  it.each(LOCALES)('starts the weeks of the calendar on Monday (%s)', async (locale) => {
    const t = await render(locale);
    fireEvent.click(
      screen.getAllByRole('button', { name: t('business:activityLog.date.open') })[0],
    );
    const grid = await screen.findByRole('grid');
    const firstDay = within(grid).getAllByRole('gridcell')[0].getAttribute('data-value')!;
    expect(new Date(`${firstDay}T12:00:00Z`).getUTCDay()).toBe(1);
    // Every day is named in the chosen language.
    const monday = new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(
      new Date(`${firstDay}T12:00:00Z`),
    );
    const trigger = within(grid).getAllByRole('button')[0];
    expect(trigger.getAttribute('aria-label')).toContain(monday);
    expect(trigger.getAttribute('aria-label')).toContain(
      t('business:activityLog.date.choose', { date: '' }).trim(),
    );
  });
});

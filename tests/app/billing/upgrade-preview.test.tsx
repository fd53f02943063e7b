// @vitest-environment jsdom
// The upgrade preview words its lines from the server's line code and parameters in the page's
// language (the server's description is English plain text for API users and is not shown).
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { appSystem } from '@/components/shell/theme';
import { UpgradePreviewView } from '@/features/billing/upgrade-preview';
import { i18n, initI18n } from '@/lib/i18n';

const line = (
  code: 'unused_time' | 'remaining_time' | 'new_period',
  plan: string,
  tier: 'team' | 'pro' | null,
) => ({
  code,
  parameters: { plan, tier, cycle: 'monthly' as const, seats: 5 },
  description: 'SERVER ENGLISH TEXT',
  quantity: 5,
  unitAmount: 980,
  amount: 4900,
  currency: 'CHF' as const,
  periodStart: '2026-11-25T10:00:00Z',
  periodEnd: '2026-12-01T00:00:00Z',
});

const preview = {
  plan: 'pro_v3',
  cycle: 'monthly' as const,
  amountSeats: 5,
  currency: 'CHF' as const,
  lines: [
    line('unused_time', 'team_v3', 'team'),
    line('remaining_time', 'pro_v3', 'pro'),
    line('new_period', 'ent_v2', null),
  ],
  subtotal: 14700,
  discounts: [],
  tax: 1191,
  taxRate: 8.1,
  total: 15891,
};

afterAll(() => initI18n('en-gb'));

describe('the upgrade preview lines', () => {
  it.each([
    ['en-gb', 'Unused time on 5 × Team (monthly)', 'Remaining time on 5 × Pro (monthly)'],
    [
      'de-ch',
      'Nicht genutzte Zeit mit 5 × Team (monatlich)',
      'Restlaufzeit mit 5 × Pro (monatlich)',
    ],
    ['fr-ch', 'Temps non utilisé avec 5 × Team (mensuel)', 'Temps restant avec 5 × Pro (mensuel)'],
    ['it', 'Tempo non utilizzato con 5 × Team (mensile)', 'Tempo residuo con 5 × Pro (mensile)'],
  ] as const)('are worded from their codes in %s', async (locale, unused, remaining) => {
    await initI18n(locale);
    await i18n.loadNamespaces('billing');
    const { unmount } = render(
      <ChakraProvider value={appSystem()}>
        <I18nextProvider i18n={i18n}>
          <UpgradePreviewView preview={preview} />
        </I18nextProvider>
      </ChakraProvider>,
    );
    expect(screen.getByText(unused)).toBeTruthy();
    expect(screen.getByText(remaining)).toBeTruthy();
    // A plan outside the four tiers keeps its name.
    expect(screen.getByText(/5 × ent_v2/)).toBeTruthy();
    expect(screen.queryByText('SERVER ENGLISH TEXT')).toBeNull();
    unmount();
  });
});

describe('a change the unused time more than pays for', () => {
  it('shows nothing due instead of a negative total, and says why', async () => {
    await initI18n('en-gb');
    await i18n.loadNamespaces('billing');
    // Team yearly changed to monthly mid-period: the unused year is worth more than the month.
    const credit = {
      ...preview,
      lines: [
        { ...line('unused_time', 'team_v3', 'team'), amount: -6270 },
        { ...line('new_period', 'team_v3', 'team'), amount: 2900 },
      ],
      subtotal: -3370,
      tax: -235,
      total: -3135,
    };
    const { unmount } = render(
      <ChakraProvider value={appSystem()}>
        <I18nextProvider i18n={i18n}>
          <UpgradePreviewView preview={credit} />
        </I18nextProvider>
      </ChakraProvider>,
    );
    const total = screen.getByText('Total due').parentElement!;
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('Total dueCHF 0.00');
    expect(screen.queryByText(/−CHF 31\.35|-CHF 31\.35/)).toBeNull();
    expect(screen.getByTestId('nothing-due').textContent).toBe(
      'Nothing is charged now: the unused time of your current plan covers the change.',
    );
    unmount();
  });
});

// Amounts and days of the billing contract in the reader's locale: money is an integer in the
// minor unit of its currency (CHF 29.00 is 2900), shown with its currency code (docs/product.md#constants-locale-platform).
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

export function useMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  return (amount, currency) => formatMinorUnits(amount, currency, i18n.language as Locale);
}

export function useDay(): (value: string) => string {
  const { i18n } = useTranslation();
  return (value) =>
    new Intl.DateTimeFormat(i18n.language || 'en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(value));
}

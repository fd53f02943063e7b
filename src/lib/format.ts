// Formats of docs/product.md#constants-locale-platform: "Date format: day numeric, short month, year, hour and minute.
// Currency shown as code: EUR for en-gb, CHF for de-ch and fr-ch."
import type { Locale } from './i18n';

export const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

const CURRENCY: Record<Locale, string> = {
  'en-gb': 'EUR',
  'de-ch': 'CHF',
  'fr-ch': 'CHF',
  it: 'CHF',
};

export function currencyFor(locale: Locale): string {
  return CURRENCY[locale];
}

export function formatDate(value: string | number | Date, locale: Locale, timeZone?: string) {
  return new Intl.DateTimeFormat(locale, { ...DATE_FORMAT, timeZone }).format(new Date(value));
}

/** An amount with its currency shown as code ("CHF 12.50", "EUR 12.50"). */
export function formatMoney(amount: number, locale: Locale, currency = currencyFor(locale)) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(amount);
}

/**
 * An amount of the contract (`MoneyAmount`: an integer in the minor unit of the currency beside
 * it, CHF 29.00 is 2900) shown with its currency code. CHF and EUR have two decimals.
 */
export function formatMinorUnits(amount: number, currency: string, locale: Locale) {
  return formatMoney(amount / 100, locale, currency);
}

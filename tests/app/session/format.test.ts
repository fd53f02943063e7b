// docs/product.md#constants-locale-platform "Date format: day numeric, short month, year, hour and minute. Currency shown as
// code: EUR for en-gb, CHF for de-ch and fr-ch." docs/product.md#constants-locale-platform "Country list puts CH, DE, FR, AT
// first (CH first on the Swiss platform). Platform is EU when the domain ends in de or eu,
// otherwise CH."
import { describe, expect, it } from 'vitest';
import { countryList, platformFor } from '../../../src/lib/countries.ts';
import {
  currencyFor,
  DATE_FORMAT,
  formatDate,
  formatMinorUnits,
  formatMoney,
} from '../../../src/lib/format.ts';

describe('formats', () => {
  it('formats dates as day, short month, year, hour:minute', () => {
    expect(DATE_FORMAT).toMatchObject({ day: 'numeric', month: 'short', year: 'numeric' });
    expect(formatDate('2026-11-25T10:00:00Z', 'en-gb', 'UTC')).toBe('25 Nov 2026, 10:00');
    expect(formatDate('2026-11-25T10:00:00Z', 'de-ch', 'UTC')).toMatch(/^25\. Nov\. 2026.*10:00$/);
  });

  it('shows EUR for en-gb and CHF for de-ch and fr-ch, as a code', () => {
    expect(currencyFor('en-gb')).toBe('EUR');
    expect(currencyFor('de-ch')).toBe('CHF');
    expect(currencyFor('fr-ch')).toBe('CHF');
    expect(formatMoney(12.5, 'en-gb')).toMatch(/^EUR\s?12\.50$/);
    expect(formatMoney(12.5, 'de-ch')).toMatch(/CHF/);
  });

  it('shows the contract amounts (integer minor units) with the currency beside them', () => {
    expect(formatMinorUnits(3900, 'CHF', 'en-gb')).toMatch(/^CHF\s?39\.00$/);
    expect(formatMinorUnits(-2900, 'EUR', 'en-gb')).toMatch(/^-EUR\s?29\.00$/);
  });
});

describe('countries', () => {
  it('is the EU platform for domains ending in de or eu, else CH', () => {
    expect(platformFor('app.signing.de')).toBe('EU');
    expect(platformFor('app.signing.eu')).toBe('EU');
    expect(platformFor('app.signing.ch')).toBe('CH');
    expect(platformFor('localhost')).toBe('CH');
  });

  it('puts CH, DE, FR, AT first, CH first on the Swiss platform', () => {
    expect(
      countryList('en-gb', 'CH')
        .slice(0, 4)
        .map((c) => c.code),
    ).toEqual(['CH', 'DE', 'FR', 'AT']);
    expect(
      countryList('en-gb', 'EU')
        .slice(0, 4)
        .map((c) => c.code),
    ).toEqual(['DE', 'CH', 'FR', 'AT']);
  });

  it('names countries in the user language and sorts the rest by name', () => {
    const german = countryList('de-ch', 'CH');
    expect(german[0].name).toBe('Schweiz');
    expect(countryList('fr-ch', 'CH')[1].name).toBe('Allemagne');
    const rest = german.slice(4).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'de')));
    expect(german.length).toBeGreaterThan(240);
  });
});

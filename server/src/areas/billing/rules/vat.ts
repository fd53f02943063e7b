// VAT of an invoice from the billing country (the seller is Swiss): Switzerland (and
// Liechtenstein, in the Swiss VAT area) pays the Swiss rate of 8.1 %; a business in the EU that
// gives its VAT identification number pays nothing here and accounts for the VAT itself (reverse
// charge); without one it pays its country's standard rate from the table below; anywhere else
// the service is an export and carries no VAT. Rates are in hundredths of a percent so that 8.1 %
// stays an integer (810).
import { roundedDivision } from './money.ts';

const SWISS_RATE = 810;

/** Standard VAT rates of the EU member states (hundredths of a percent), as of 2026. */
export const EU_STANDARD_RATES: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

export type VatTreatment = 'swiss' | 'eu_domestic_rate' | 'reverse_charge' | 'export';

export interface Vat {
  treatment: VatTreatment;
  /** Hundredths of a percent; null when no VAT is charged (reverse charge, export). */
  rate: number | null;
}

export function vatFor(country: string, vatId: string | null | undefined): Vat {
  const code = country.toUpperCase();
  if (code === 'CH' || code === 'LI') return { treatment: 'swiss', rate: SWISS_RATE };
  const euRate = EU_STANDARD_RATES[code];
  if (euRate !== undefined) {
    return vatId?.trim()
      ? { treatment: 'reverse_charge', rate: null }
      : { treatment: 'eu_domestic_rate', rate: euRate };
  }
  return { treatment: 'export', rate: null };
}

/** The tax on a net amount (negative for a credit), rounded half away from zero. */
export const taxOn = (net: number, vat: Vat): number =>
  vat.rate === null ? 0 : roundedDivision(net * vat.rate, 10_000);

/** The rate in percent as the contract shows it (8.1), or null when no VAT is charged. */
export const ratePercent = (vat: Vat): number | null => (vat.rate === null ? null : vat.rate / 100);

// The words of an invoice PDF in the language of the account it is for (the sandbox's invoices;
// Stripe words its own). A line carries a code and its parameters (the pricing module's
// UpgradePreviewLine codes, and added_seats for a seats update); its English description is kept
// for a line without a code. The app words the same codes from its billing namespace.
export type InvoiceLanguage = 'en' | 'de' | 'fr' | 'it';

export type InvoiceLineCode = 'new_period' | 'remaining_time' | 'unused_time' | 'added_seats';

export interface InvoiceLineParameters {
  /** The plan's name as sold (Team, Pro…): a name, not translated. */
  plan?: string;
  cycle?: 'monthly' | 'yearly';
  seats: number;
}

interface Texts {
  invoice: string;
  discount: string;
  vat: string;
  total: string;
  sandboxTitle: string;
  sandboxFooter: string;
  cycle: Record<'monthly' | 'yearly', string>;
  lines: Record<InvoiceLineCode, string>;
}

const TEXTS: Record<InvoiceLanguage, Texts> = {
  en: {
    invoice: 'Invoice',
    discount: 'Discount',
    vat: 'VAT',
    total: 'Total',
    sandboxTitle: 'SANDBOX invoice',
    sandboxFooter: 'SANDBOX: issued by the sandbox payment provider; no money was charged.',
    cycle: { monthly: 'monthly', yearly: 'yearly' },
    lines: {
      new_period: '{seats} × {plan} ({cycle})',
      remaining_time: 'Remaining time on {seats} × {plan} ({cycle})',
      unused_time: 'Unused time on {seats} × {plan} ({cycle})',
      added_seats: '{seats} additional seats (prorated)',
    },
  },
  de: {
    invoice: 'Rechnung',
    discount: 'Rabatt',
    vat: 'MWST',
    total: 'Total',
    sandboxTitle: 'SANDBOX-Rechnung',
    sandboxFooter:
      'SANDBOX: vom Sandbox-Zahlungsanbieter ausgestellt; es wurde kein Geld belastet.',
    cycle: { monthly: 'monatlich', yearly: 'jährlich' },
    lines: {
      new_period: '{seats} × {plan} ({cycle})',
      remaining_time: 'Restlaufzeit mit {seats} × {plan} ({cycle})',
      unused_time: 'Nicht genutzte Zeit mit {seats} × {plan} ({cycle})',
      added_seats: '{seats} zusätzliche Plätze (anteilig)',
    },
  },
  fr: {
    invoice: 'Facture',
    discount: 'Rabais',
    vat: 'TVA',
    total: 'Total',
    sandboxTitle: 'Facture SANDBOX',
    sandboxFooter:
      'SANDBOX : émise par le prestataire de paiement sandbox ; aucun montant n’a été débité.',
    cycle: { monthly: 'mensuel', yearly: 'annuel' },
    lines: {
      new_period: '{seats} × {plan} ({cycle})',
      remaining_time: 'Temps restant avec {seats} × {plan} ({cycle})',
      unused_time: 'Temps non utilisé avec {seats} × {plan} ({cycle})',
      added_seats: '{seats} places supplémentaires (au prorata)',
    },
  },
  it: {
    invoice: 'Fattura',
    discount: 'Sconto',
    vat: 'IVA',
    total: 'Totale',
    sandboxTitle: 'Fattura SANDBOX',
    sandboxFooter:
      'SANDBOX: emessa dal fornitore di pagamento sandbox; non è stato addebitato alcun importo.',
    cycle: { monthly: 'mensile', yearly: 'annuale' },
    lines: {
      new_period: '{seats} × {plan} ({cycle})',
      remaining_time: 'Tempo residuo con {seats} × {plan} ({cycle})',
      unused_time: 'Tempo non utilizzato con {seats} × {plan} ({cycle})',
      added_seats: '{seats} posti aggiuntivi (pro rata)',
    },
  },
};

export const invoiceTexts = (language: InvoiceLanguage | undefined): Texts =>
  TEXTS[language ?? 'en'] ?? TEXTS.en;

/** The text of an invoice line in the language; its description when it has no code. */
export function invoiceLineText(
  line: { description: string; code?: InvoiceLineCode; parameters?: InvoiceLineParameters },
  language: InvoiceLanguage | undefined,
): string {
  if (!line.code || !line.parameters) return line.description;
  const texts = invoiceTexts(language);
  const { seats, plan, cycle } = line.parameters;
  const values: Record<string, string> = {
    seats: String(seats),
    plan: plan ?? '',
    cycle: cycle ? texts.cycle[cycle] : '',
  };
  return texts.lines[line.code].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

// A one-page invoice as a PDF (the sandbox provider's invoices; Stripe hosts its own). Written by
// hand: a text-only page in Helvetica (WinAnsi), with the cross-reference table computed from the
// byte offsets, so any PDF reader opens it.
export interface InvoicePdfContent {
  title: string;
  /** The words of the invoice in its account's language (invoice-texts.ts); English without. */
  labels?: { invoice: string; discount: string; vat: string; total: string };
  number: string;
  date: string;
  currency: string;
  lines: { description: string; amount: number }[];
  discount: number;
  tax: number;
  total: number;
  footer: string;
}

const money = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A PDF string literal: escapes, and characters outside WinAnsi replaced. */
const literal = (text: string) =>
  `(${text
    .replace(/×/g, 'x')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/([\\()])/g, '\\$1')})`;

const ENGLISH = { invoice: 'Invoice', discount: 'Discount', vat: 'VAT', total: 'Total' };

export function invoicePdf(content: InvoicePdfContent): Buffer {
  const words = content.labels ?? ENGLISH;
  const rows: [number, string][] = [
    [18, content.title],
    [11, `${words.invoice} ${content.number} - ${content.date}`],
    [11, ''],
    ...content.lines.map((line): [number, string] => [
      10,
      `${line.description}: ${content.currency} ${money(line.amount)}`,
    ]),
    [10, ''],
    [10, `${words.discount}: ${content.currency} ${money(-content.discount)}`],
    [10, `${words.vat}: ${content.currency} ${money(content.tax)}`],
    [12, `${words.total}: ${content.currency} ${money(content.total)}`],
    [10, ''],
    [9, content.footer],
  ];
  let y = 790;
  const text = rows
    .map(([size, line]) => {
      y -= size + 8;
      return `BT /F1 ${size} Tf 50 ${y} Td ${literal(line)} Tj ET`;
    })
    .join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

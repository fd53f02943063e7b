// The PDF report of a signature request (GET …/report?type=): the signature protocol (who signed
// what, when, at which quality and legislation, the documents' SHA-256 hashes and the event
// trail) or the audit trail (every event with the hash it chains to, and the verdict of the hash
// chain). Made with @cantoo/pdf-lib and the standard Helvetica fonts; characters those fonts
// cannot draw are replaced by "?".
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { ChainVerdict, EventRow } from './event-chain.ts';
import type { RequestParts, SignerRow } from './rules/requests.ts';
import { displayName, parsePlacements } from './rules/requests.ts';

export type ReportType = 'protocol' | 'audit';

export interface ReportDocument {
  name: string;
  pages: number;
  /** SHA-256 (hex) of the uploaded PDF. */
  sha256: string;
  /** SHA-256 (hex) of the signed PDF; null while there is none. */
  signedSha256: string | null;
}

export interface ReportData {
  type: ReportType;
  parts: RequestParts;
  documents: ReportDocument[];
  events: EventRow[];
  chain: ChainVerdict;
  generatedAt: Date;
  /** Address of the service, printed in the footer. */
  publicUrl: string;
}

const QUALITY_LABEL: Record<string, string> = {
  ses: 'Simple electronic signature (SES)',
  aes: 'Advanced electronic signature (AES)',
  aesMinimal: 'Advanced electronic signature, minimal identification (AES)',
  qes: 'Qualified electronic signature (QES)',
  seal: 'Electronic seal',
  part11: 'FDA 21 CFR Part 11 signature',
};
const LEGISLATION_LABEL: Record<string, string> = { eidas: 'eIDAS (EU)', zertes: 'ZertES (CH)' };

export const qualityText = (quality: string, legislation: string | null) =>
  `${QUALITY_LABEL[quality] ?? quality}${legislation ? `, ${LEGISLATION_LABEL[legislation] ?? legislation}` : ''}`;

/** "2026-11-25 10:00:00 UTC" */
export const reportTime = (value: string | null) =>
  value ? `${value.slice(0, 10)} ${value.slice(11, 19)} UTC` : '-';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const GREY = rgb(0.35, 0.35, 0.35);

/** Lays out text top-down over as many A4 pages as needed. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly drawable: Set<number>;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.drawable = new Set(font.getCharacterSet());
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Text the standard fonts can draw (WinAnsi); anything else becomes "?". */
  clean(text: string): string {
    return [...text.replace(/[\r\n\t]+/g, ' ')]
      .map((c) => (this.drawable.has(c.codePointAt(0)!) ? c : '?'))
      .join('');
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word longer than the line (a hash, an e-mail) is cut.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  text(
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      indent?: number;
      color?: typeof GREY;
      gap?: number;
    } = {},
  ) {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    for (const line of this.wrap(text, font, size, width)) {
      if (this.y - size < PAGE.margin + 20) this.newPage();
      this.y -= size * 1.3;
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y,
        size,
        font,
        color: options.color ?? rgb(0, 0, 0),
      });
    }
    this.y -= options.gap ?? 0;
  }

  /** "Label: value" with the label in bold. */
  field(label: string, value: string, indent = 0) {
    this.text(`${label}: ${value}`, { indent });
  }

  heading(text: string) {
    this.y -= 10;
    if (this.y < PAGE.margin + 80) this.newPage();
    this.text(text, { size: 13, bold: true, gap: 4 });
  }

  space(points = 6) {
    this.y -= points;
  }

  /** Page numbers and the footer on every page. */
  finish() {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      page.drawText(this.clean(`${this.footer} - page ${index + 1} of ${pages.length}`), {
        x: PAGE.margin,
        y: PAGE.margin - 20,
        size: 7.5,
        font: this.font,
        color: GREY,
      });
    });
  }
}

function signerTitle(signer: SignerRow): string {
  return signer.name ? `${signer.name} <${signer.email}>` : signer.email;
}

function placementText(signer: SignerRow, documents: RequestParts['documents']): string {
  const placements = parsePlacements(signer.placements);
  if (!placements.length) return 'invisible signature (no placement)';
  return placements
    .map((p) => {
      const name = documents.find((d) => d.id === p.documentId)?.name ?? p.documentId;
      return `${name}, page ${p.page}`;
    })
    .join('; ');
}

export async function buildReport(data: ReportData): Promise<Uint8Array> {
  const { parts, type } = data;
  const { request } = parts;
  const pdf = await PDFDocument.create();
  const title = type === 'audit' ? 'Audit trail' : 'Signature protocol';
  pdf.setTitle(`${title}: ${request.title}`);
  pdf.setSubject(`Signature request ${request.id}`);
  pdf.setCreator('Signing Service');
  pdf.setProducer('Signing Service reference server');
  pdf.setCreationDate(data.generatedAt);
  pdf.setModificationDate(data.generatedAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(
    pdf,
    font,
    bold,
    `${title} of signature request ${request.id}, generated ${reportTime(data.generatedAt.toISOString())} by ${data.publicUrl}`,
  );

  w.text(title, { size: 18, bold: true, gap: 2 });
  w.text(request.title, { size: 13, gap: 8 });
  w.field('Signature request', request.id);
  const senderEmail = parts.sender.public_email;
  const senderName = displayName(parts.sender.first_name, parts.sender.last_name) ?? senderEmail;
  w.field('Sender', `${senderName} <${senderEmail}>`);
  w.field('Status', request.status);
  w.field('Created', reportTime(request.created_at));
  w.field('Sent for signing', reportTime(request.initiated_at));
  w.field('Completed', reportTime(request.completed_at));
  if (request.message) w.field('Message', request.message);

  w.heading(`Signers (${parts.signers.length})`);
  for (const signer of parts.signers) {
    w.text(signerTitle(signer), { bold: true });
    w.field('Status', signer.status, 12);
    if (signer.signed_at) w.field('Signed', reportTime(signer.signed_at), 12);
    if (signer.declined_at) w.field('Declined', reportTime(signer.declined_at), 12);
    w.field('Quality', qualityText(signer.quality, signer.legislation), 12);
    w.field('Account', signer.account_email ? 'yes' : 'no (direct link)', 12);
    if (signer.invited_at) w.field('Invited', reportTime(signer.invited_at), 12);
    if (signer.viewed_at) w.field('First viewed', reportTime(signer.viewed_at), 12);
    w.field('Signature on', placementText(signer, parts.documents), 12);
    w.space();
  }

  w.heading(`Documents (${data.documents.length})`);
  for (const document of data.documents) {
    w.text(`${document.name} (${document.pages} page${document.pages === 1 ? '' : 's'})`, {
      bold: true,
    });
    w.field('SHA-256 of the original', document.sha256, 12);
    w.field('SHA-256 of the signed version', document.signedSha256 ?? 'not signed yet', 12);
    w.space();
  }

  w.heading(`Event trail (${data.events.length})`);
  for (const event of data.events) {
    const actor = event.actor_email
      ? `${event.actor_name} <${event.actor_email}>`
      : event.actor_name;
    w.text(`${reportTime(event.time)}  ${event.type}`, { bold: true });
    w.text(`${actor}${event.address ? ` from ${event.address}` : ''}`, { indent: 12 });
    if (event.detail) w.text(event.detail, { indent: 12 });
    if (type === 'audit') {
      w.text(`#${event.seq}, previous event's SHA-256: ${event.prev_hash}`, {
        indent: 12,
        size: 7.5,
        color: GREY,
      });
    }
    w.space(3);
  }

  w.heading('Integrity of the trail');
  w.text(
    data.chain.valid
      ? `The hash chain of the ${data.chain.events} events is intact (last hash ${data.chain.head}).`
      : `The hash chain is BROKEN at event ${data.chain.brokenAt}: ${data.chain.reason}.`,
  );
  w.finish();
  return pdf.save();
}

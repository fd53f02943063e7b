// The request screen's rules: docs/product.md#states-signature-requests "A draft is created, then initiated. It can be
// declined by a signer, withdrawn by the sender, deleted, delegated, or have signers reminded";
// docs/product.md#entities-visual-signature visual signature "Default size 300x140"; the body of an added signer.
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '@/components/document-viewer/save-file';
import { signedName } from '@/features/signature-requests/downloads';
import { requestActions, ownSignature } from '@/features/signature-requests/request-permissions';
import { signatureMarkers } from '@/features/signature-requests/signature-markers';
import {
  defaultPlacement,
  FOOTER_HEIGHT,
  PAGE_MARGIN,
  placementAt,
  placementsFor,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
} from '@/features/signature-requests/signature-placement';
import { signerBody } from '@/features/signature-requests/signer-body';

const sender = { id: 'anna.test', email: 'anna@example.org' };
const other = { id: 'beat', email: 'beat@example.org' };
const signature = (email: string, status: Signature['status'] = 'OPEN'): Signature => ({
  id: `s-${email}`,
  accountEmail: email,
  documentSignatures: [{ documentId: 'd1', page: 3, x: 259, y: 666, width: 300, height: 140 }],
  status,
  quality: 'ses',
});
const request = (
  statusOverall: SignatureRequest['statusOverall'],
  signatures: Signature[] = [],
): SignatureRequest => ({
  id: 'r1',
  title: 'Contract',
  documents: [
    {
      id: 'd1',
      name: 'contract.pdf',
      size: 10,
      pages: 3,
      hash: 'a'.repeat(64),
      signed: false,
      version: 1,
      createdAt: '2026-11-25T10:00:00Z',
      pageSizes: [
        { width: 595, height: 842 },
        { width: 595, height: 842 },
        { width: 595, height: 842 },
      ],
    },
  ],
  signatures,
  statusOverall,
  signaturesCount: signatures.length,
  sender: { username: 'anna.test', email: 'Anna@Example.org', name: 'Anna Test' },
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
});
const allowed = (actions: ReturnType<typeof requestActions>) =>
  Object.entries(actions)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .sort();

describe('requestActions', () => {
  it('a DRAFT: the sender edits, adds and removes signers, deletes; sends once there are signers', () => {
    expect(allowed(requestActions(request('DRAFT'), sender))).toEqual(
      ['addSelf', 'addSigner', 'edit', 'remove', 'removeSigner'].sort(),
    );
    const withSigner = request('DRAFT', [signature(sender.email)]);
    expect(allowed(requestActions(withSigner, sender))).toEqual(
      ['addSigner', 'edit', 'remove', 'removeSigner', 'send'].sort(),
    );
    expect(allowed(requestActions(withSigner, other))).toEqual([]);
  });

  it('OPEN: a signer signs or declines; the sender withdraws or reminds', () => {
    const open = request('OPEN', [signature(sender.email), signature(other.email)]);
    expect(allowed(requestActions(open, sender))).toEqual(
      ['decline', 'remind', 'sign', 'withdraw'].sort(),
    );
    expect(allowed(requestActions(open, other))).toEqual(['decline', 'sign']);
  });

  it('a signer who signed has nothing left to sign; nobody waiting means no reminder', () => {
    const open = request('OPEN', [signature(sender.email, 'SIGNED')]);
    expect(allowed(requestActions(open, sender))).toEqual(['withdraw']);
  });

  it('SIGNED: the zip downloads; the sender may delete; DECLINED and WITHDRAWN too', () => {
    const signed = request('SIGNED', [signature(sender.email, 'SIGNED')]);
    expect(allowed(requestActions(signed, sender))).toEqual(['downloadZip', 'remove']);
    expect(allowed(requestActions(request('WITHDRAWN'), sender))).toEqual(['remove']);
    expect(allowed(requestActions(request('DECLINED'), other))).toEqual([]);
  });

  it('finds the own signature by account e-mail, whatever its case', () => {
    const open = request('OPEN', [signature('ANNA@example.org')]);
    expect(ownSignature(open, sender)?.id).toBe('s-ANNA@example.org');
  });
});

describe('signature placement', () => {
  const document = request('DRAFT').documents[0];

  it('defaults to the last page, bottom right inside the margins and above the footer, 300x140', () => {
    expect(SIGNATURE_WIDTH).toBe(300);
    expect(SIGNATURE_HEIGHT).toBe(140);
    expect(defaultPlacement(document)).toEqual({
      document_id: 'd1',
      page: 3,
      x: 595 - 300 - PAGE_MARGIN,
      y: 842 - 140 - FOOTER_HEIGHT,
      width: 300,
      height: 140,
    });
  });

  it('puts a further default field beside the taken ones, never over them', () => {
    const first = defaultPlacement(document);
    const second = defaultPlacement(document, [first]);
    expect(second.y).toBe(842 - 140 - FOOTER_HEIGHT - 152);
    const third = defaultPlacement(document, [first, second]);
    for (const placed of [first, second]) {
      const apart = third.y + 140 <= placed.y || placed.y + 140 <= third.y;
      expect(apart).toBe(true);
    }
  });

  it('centres a clicked placement, keeps it on the page and snaps it to the margins', () => {
    expect(placementAt(document, { page: 2, x: 300, y: 400 })).toMatchObject({
      page: 2,
      x: 150,
      y: 330,
    });
    expect(placementAt(document, { page: 1, x: 590, y: 5 })).toMatchObject({ x: 295, y: 0 });
    // 4 points from the left margin line: snapped onto it.
    expect(placementAt(document, { page: 1, x: 150 + 40, y: 400 }).x).toBe(PAGE_MARGIN);
  });

  it('uses the placed fields of a document, else a default field beside the taken ones', () => {
    const chosen = placementAt(document, { page: 1, x: 300, y: 300 });
    expect(placementsFor([document], [chosen])).toEqual([chosen]);
    expect(placementsFor([document], [])).toEqual([defaultPlacement(document)]);
    const taken = [defaultPlacement(document)];
    expect(placementsFor([document], [], taken)).toEqual([defaultPlacement(document, taken)]);
  });

  it('draws boxes only for signers who have not signed, plus the editable next fields', () => {
    const signatures = [signature('a@example.org'), signature('b@example.org', 'SIGNED')];
    const fields = [{ key: 'f1', ...defaultPlacement(document) }];
    const markers = signatureMarkers(document, signatures, { fields, label: 'Next signer' });
    expect(markers.map((marker) => [marker.label, !!marker.editable])).toEqual([
      ['a@example.org', false],
      ['Next signer', true],
    ]);
    expect(signatureMarkers(document, signatures).map((marker) => marker.label)).toEqual([
      'a@example.org',
    ]);
  });
});

describe('signerBody', () => {
  const placements = [defaultPlacement(request('DRAFT').documents[0])];

  it('an e-mail alone is an account signer', () => {
    expect(signerBody({ email: ' anna@example.org ' }, placements)).toEqual({
      account_email: 'anna@example.org',
      document_signatures: placements,
    });
  });

  it('with a name the signer signs by direct link', () => {
    expect(
      signerBody({ email: 'c@example.org', firstName: 'Chiara', lastName: '' }, placements),
    ).toEqual({
      signer_identity_data: { email_address: 'c@example.org', first_name: 'Chiara' },
      document_signatures: placements,
    });
  });
  it('asks the chosen level (quality and legislation), or leaves it to the request', () => {
    expect(
      signerBody({ email: 'c@example.org', firstName: 'Chiara', level: 'aes.zertes' }, placements),
    ).toMatchObject({ quality: 'aes', legislation: 'zertes' });
    expect(
      signerBody(
        { email: 'c@example.org', firstName: 'Chiara', mobile: ' +41 79 555 12 67 ' },
        placements,
      ).signer_identity_data,
    ).toEqual({ email_address: 'c@example.org', first_name: 'Chiara', mobile: '+41 79 555 12 67' });
    expect(signerBody({ email: 'a@example.org', level: 'ses' }, placements)).toEqual({
      account_email: 'a@example.org',
      document_signatures: placements,
      quality: 'ses',
    });
    expect(signerBody({ email: 'a@example.org', level: '' }, placements)).not.toHaveProperty(
      'quality',
    );
  });
});

describe('downloads', () => {
  it('takes the server file name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="a.pdf"', 'x')).toBe('a.pdf');
    expect(
      fileNameFromDisposition(
        `attachment; filename="a.pdf"; filename*=UTF-8''Z%C3%BCrich.pdf`,
        'x',
      ),
    ).toBe('Zürich.pdf');
    expect(fileNameFromDisposition(null, 'fallback.pdf')).toBe('fallback.pdf');
    expect(signedName('contract.pdf')).toBe('contract-signed.pdf');
  });
});

// What the person looking at a request may do, from its status (docs/product.md#states-signature-requests: "A draft is
// created, then initiated. It can be declined by a signer, withdrawn by the sender, deleted,
// delegated, or have signers reminded") and their part in it (sender, signer, or both).
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { Signature } from '@generated/model/signature';

export interface Viewer {
  id?: string;
  email: string;
}

const same = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export function isSender(request: SignatureRequest, viewer: Viewer): boolean {
  return (
    same(request.sender.email, viewer.email) ||
    (viewer.id !== undefined && request.sender.username === viewer.id)
  );
}

/** The viewer's own signature (by account e-mail), if they are a signer. */
export function ownSignature(request: SignatureRequest, viewer: Viewer): Signature | undefined {
  return request.signatures.find((signature) => same(signature.accountEmail, viewer.email));
}

export interface RequestActions {
  edit: boolean;
  addSigner: boolean;
  /** "I sign too": the sender adds their own e-mail. */
  addSelf: boolean;
  removeSigner: boolean;
  send: boolean;
  remove: boolean;
  sign: boolean;
  decline: boolean;
  withdraw: boolean;
  remind: boolean;
  downloadZip: boolean;
}

export function requestActions(request: SignatureRequest, viewer: Viewer): RequestActions {
  const sender = isSender(request, viewer);
  const own = ownSignature(request, viewer);
  const status = request.statusOverall;
  const draft = sender && status === 'DRAFT';
  const open = status === 'OPEN';
  const waiting = request.signatures.some((signature) => signature.status === 'OPEN');
  return {
    edit: draft,
    addSigner: draft,
    addSelf: draft && !own,
    removeSigner: draft,
    send: draft && request.signatures.length > 0 && request.documents.length > 0,
    // An OPEN request must be withdrawn before it can be deleted (the server answers 409).
    remove: sender && !open,
    sign: open && own?.status === 'OPEN',
    decline: open && own?.status === 'OPEN',
    withdraw: sender && open,
    remind: sender && open && waiting,
    downloadZip: status === 'SIGNED',
  };
}

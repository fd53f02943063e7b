// An account holder's new signature, adopted in the signing step (typed, drawn or uploaded), is
// kept as their visual signature through the visual-signature operations ("an account
// user's choice is kept as their visual signature"): it becomes the default one, named "My
// signature" in their language, with the picture as its custom image; the next one adopted
// replaces it instead of piling up (a user keeps at most a few visual signatures).
import type { VisualSignatureInput } from '@generated/model/visualSignatureInput';
import type { Signature } from '@generated/model/signature';
import type { AdoptedSignature } from '@/components/signing/step/adopt-signature';

type Calls = typeof import('@generated/api/visual-signatures/visual-signatures');

/** The id of the visual signature now holding the adopted one (created or replaced). */
export async function keepAdopted(
  adopted: Extract<AdoptedSignature, { kind: 'new' }>,
  signed: Pick<Signature, 'quality' | 'legislation'>,
  { alias, name, calls }: { alias: string; name: string; calls: Calls },
): Promise<string> {
  const image = await adopted.image();
  const { quality, legislation } = signed;
  const level = quality === 'ses' || quality === 'aes' || quality === 'qes';
  const input: VisualSignatureInput = {
    alias,
    name,
    ...(level ? { quality } : {}),
    ...(level && quality !== 'ses' && legislation ? { legislation } : {}),
    default: true,
  };
  const kept = (await calls.listVisualSignatures()).data.signatures.find(
    (signature) => signature.alias === alias && !signature.placeholder,
  );
  const saved = kept
    ? await calls.updateVisualSignature(kept.id, input)
    : await calls.createVisualSignature(input);
  if (image) {
    const type = image.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    // The generated type says string (the contract's part has no `type`), but the generated call
    // appends it to a FormData, which is what a Blob needs.
    await calls.uploadVisualSignatureImage(saved.data.id, {
      file: new File([image], type === 'image/jpeg' ? 'signature.jpg' : 'signature.png', {
        type,
      }) as unknown as string,
    });
  }
  return saved.data.id;
}

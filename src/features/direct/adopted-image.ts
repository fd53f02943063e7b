// The signature a direct-link signer adopted in the signing step, as the base64 text of POST
// /v3/direct/sign `signatureImage` (the picture's bytes, without a data: prefix). No picture (a
// browser that cannot draw one) sends nothing: the server then prints the signer's name.
export async function adoptedImageBase64(
  image: () => Promise<Blob | null>,
): Promise<string | undefined> {
  const blob = await image().catch(() => null);
  if (!blob) return undefined;
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(blob);
  }).catch(() => undefined);
  const comma = url?.indexOf(',') ?? -1;
  return url && comma >= 0 ? url.slice(comma + 1) : undefined;
}

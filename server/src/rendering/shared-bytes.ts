// A PDF's bytes shared with the rendering workers: one SharedArrayBuffer per array of bytes, so
// every queued job of the same document reads the same memory instead of a copy each (200 jobs of
// one document held some 80 MB of copies).

/** The SharedArrayBuffer made for an array of bytes, while the array lives. */
const sharedCopies = new WeakMap<Uint8Array, SharedArrayBuffer>();

/** The bytes as a whole SharedArrayBuffer: their own when it is one, else one copy per array. */
export function sharedBuffer(bytes: Uint8Array): SharedArrayBuffer {
  if (
    bytes.buffer instanceof SharedArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength
  ) {
    return bytes.buffer;
  }
  let shared = sharedCopies.get(bytes);
  if (!shared) {
    shared = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(shared).set(bytes);
    sharedCopies.set(bytes, shared);
  }
  return shared;
}

/** `bytes` copied into a SharedArrayBuffer, which render() passes on without copying again. */
export function sharedBytes(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(sharedBuffer(bytes));
}

/** The bytes in an ArrayBuffer of their own, to transfer to a worker. */
export function transferableCopy(bytes: Uint8Array): ArrayBuffer {
  // Transferred to the worker, so the caller's buffer (often Node's shared pool) stays intact.
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

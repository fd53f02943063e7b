// Types of pdf-decode.mjs (plain JavaScript for the worker thread), for tests that call it.
export declare class DecodeLimitError extends Error {
  readonly filter: string;
}
export declare const IMAGE_FILTERS: Set<string>;
export declare function decodeBounded(
  data: Uint8Array,
  filters: string[],
  limit: number,
  earlyChange?: number[],
): { bytes: Uint8Array | undefined; produced: number; image?: string; corruptFlate?: Uint8Array };
export declare function inflatedLength(data: Uint8Array, limit: number): Promise<number>;

// Retry timing for page images (docs/product.md#calls): "up to 10 retries, delay 100 ms doubling up to
// 5000 ms, or 1000 ms when the retry option is not numeric".
export const PAGE_RETRIES = 10;
export const FIRST_RETRY_DELAY_MS = 100;
export const MAX_RETRY_DELAY_MS = 5000;
export const NON_NUMERIC_RETRY_DELAY_MS = 1000;
export const DEFAULT_PAGE_SCALE = 100;

/** Delay before retry number `attempt` (0 = the first retry). */
export function retryDelay(attempt: number, option: unknown): number {
  if (typeof option !== 'number' && !(typeof option === 'string' && /^\d+$/.test(option))) {
    return NON_NUMERIC_RETRY_DELAY_MS;
  }
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

// docs/product.md#errors "Script chunk fails to load → forced reload with a force-reload parameter"; docs/product.md#constants-timing
// "reload-guard time-out 10 s".
import { describe, expect, it } from 'vitest';
import {
  forceReloadUrl,
  isChunkLoadError,
  RELOAD_GUARD_MS,
  shouldForceReload,
} from '../../../src/lib/chunk-reload.ts';

describe('chunk reload', () => {
  it('recognises a failed dynamic import', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });

  it('reloads once per 10 s', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(shouldForceReload(50_000, undefined)).toBe(true);
    expect(shouldForceReload(50_000, 45_000)).toBe(false);
    expect(shouldForceReload(50_000, 39_999)).toBe(true);
  });

  it('adds the force-reload parameter', () => {
    expect(forceReloadUrl('https://app.example/view/1?x=1', 42)).toBe(
      'https://app.example/view/1?x=1&force-reload=42',
    );
  });
});

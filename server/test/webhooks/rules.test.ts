// The pure rules of webhooks: the back-off schedule and its 3-day end, when an endpoint is
// disabled, which callback addresses an event calls, and what may be subscribed to.
import { describe, expect, it } from 'vitest';
import {
  callbackKindsOf,
  subscribableEvents,
  subscribes,
} from '../../src/areas/webhooks/rules/events.ts';
import {
  endpointFailedTooLong,
  GIVE_UP_AFTER_MS,
  nextAttemptAfterFailure,
  retryDelayMs,
} from '../../src/areas/webhooks/rules/retry.ts';
import { signatureOf } from '../../src/areas/webhooks/rules/signature.ts';

const HOUR = 60 * 60_000;

describe('retries', () => {
  it('doubles from 30 s up to 6 hours apart', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(6 * HOUR);
  });

  it('makes the last attempt exactly 3 days after the event, then gives up', () => {
    const event = new Date('2026-11-26T10:00:00Z');
    const late = new Date(event.getTime() + GIVE_UP_AFTER_MS - HOUR);
    expect(nextAttemptAfterFailure(event, 15, late)?.getTime()).toBe(
      event.getTime() + GIVE_UP_AFTER_MS,
    );
    const end = new Date(event.getTime() + GIVE_UP_AFTER_MS);
    expect(nextAttemptAfterFailure(event, 16, end)).toBeNull();
  });

  it('disables an endpoint failing for 3 days, or giving up a delivery with no success since', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const threeDaysAgo = new Date(now.getTime() - GIVE_UP_AFTER_MS);
    const base = { failingSince: null, lastSuccessAt: null, givenUpSince: null, now };
    expect(endpointFailedTooLong({ ...base, failingSince: threeDaysAgo })).toBe(true);
    expect(endpointFailedTooLong({ ...base, failingSince: new Date(now.getTime() - HOUR) })).toBe(
      false,
    );
    expect(endpointFailedTooLong({ ...base, givenUpSince: threeDaysAgo })).toBe(true);
    expect(
      endpointFailedTooLong({
        ...base,
        givenUpSince: threeDaysAgo,
        lastSuccessAt: new Date(now.getTime() - 2 * HOUR),
      }),
    ).toBe(false);
  });
});

describe('events', () => {
  it('calls update on every request event, success at completion, error when it ends unsigned', () => {
    expect(callbackKindsOf('request.signed')).toEqual(['update']);
    expect(callbackKindsOf('request.completed')).toEqual(['update', 'success']);
    for (const type of ['request.declined', 'request.withdrawn', 'request.expired'] as const) {
      expect(callbackKindsOf(type)).toEqual(['update', 'error']);
    }
  });

  it('never delivers the test event by subscription, and refuses subscribing to it', () => {
    expect(subscribes(['request.signed'], 'request.signed')).toBe(true);
    expect(subscribes(['request.signed'], 'request.completed')).toBe(false);
    expect(() => subscribableEvents(['request.signed', 'webhook.test'], '/body/events')).toThrow(
      /cannot be subscribed/,
    );
  });

  it('signs timestamp and body with HMAC-SHA256 (a known vector)', () => {
    // printf '1700000000.{"id":"x"}' | openssl dgst -sha256 -hmac whsec_test
    expect(signatureOf('whsec_test', 1_700_000_000, '{"id":"x"}')).toBe(
      '80e8d098018f757aa814ab1abb924f35d304affa1d93d29611a54696207eb7c3',
    );
  });
});

// @vitest-environment jsdom
// Referral and onboarding (docs/product.md#calls-other, docs/product.md#errors, docs/product.md#constants-timing): the referral cookie lasts a year, the referral
// token call's failures are only logged, and the marketing form posts to a configured service
// (here a local HTTP endpoint that records what it receives), off when none is configured.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REFERRAL_COOKIE_MAX_AGE_SECONDS,
  captureReferral,
  marketingFormEndpoint,
  referralCodeFrom,
  referralCookie,
  referralToken,
  storedReferralCode,
  submitMarketingForm,
} from '@/lib/integrations/referral';

describe('the referral cookie', () => {
  it('keeps the code of a referral link for one year', () => {
    expect(REFERRAL_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    const set = vi.fn();
    expect(captureReferral({ search: '?ref=MUSTER-2026', protocol: 'https:' }, set)).toBe(
      'MUSTER-2026',
    );
    expect(set).toHaveBeenCalledWith(
      'referral_code=MUSTER-2026; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(referralCookie('x', false)).not.toContain('Secure');
  });

  it('ignores addresses without a well-formed code', () => {
    const set = vi.fn();
    expect(captureReferral({ search: '?ref=<script>', protocol: 'http:' }, set)).toBeUndefined();
    expect(captureReferral({ search: '?lang=de', protocol: 'http:' }, set)).toBeUndefined();
    expect(set).not.toHaveBeenCalled();
    expect(referralCodeFrom('?referralCode=abc_1')).toBe('abc_1');
  });

  it('reads the kept code back', () => {
    expect(storedReferralCode('lang=de; referral_code=MUSTER-2026; x=1')).toBe('MUSTER-2026');
    expect(storedReferralCode('lang=de')).toBeUndefined();
  });
});

describe('the referral token', () => {
  it('answers the token', async () => {
    const token = { token: 'cello_abc', expiresAt: '2026-11-27T10:00:00Z' };
    expect(await referralToken(async () => ({ data: token }))).toEqual(token);
  });

  it('only logs a failure', async () => {
    const log = vi.fn();
    const result = await referralToken(async () => {
      throw new Error('503');
    }, log);
    expect(result).toBeUndefined();
    expect(log).toHaveBeenCalledWith('referral token unavailable', expect.any(Error));
  });
});

describe('the marketing form', () => {
  const received: { body: unknown; type?: string }[] = [];
  let status = 200;
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({ body: JSON.parse(text), type: request.headers['content-type'] });
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/submissions/v3/form`;
  });
  afterAll(() => server.close());

  it('is off without a configured service', async () => {
    expect(marketingFormEndpoint({})).toBeUndefined();
    expect(marketingFormEndpoint({ VITE_MARKETING_FORM_URL: 'javascript:alert(1)' })).toBe(
      undefined,
    );
    expect(await submitMarketingForm(undefined, { email: 'a@b.example' })).toBe('off');
  });

  it('posts the fields to the configured service', async () => {
    expect(marketingFormEndpoint({ VITE_MARKETING_FORM_URL: url })).toBe(url);
    const result = await submitMarketingForm(url, {
      email: 'anna.meier@muster-treuhand.ch',
      company: 'Muster Treuhand AG',
    });
    expect(result).toBe('sent');
    expect(received.at(-1)?.type).toBe('application/json');
    expect(received.at(-1)?.body).toMatchObject({
      fields: [
        { name: 'email', value: 'anna.meier@muster-treuhand.ch' },
        { name: 'company', value: 'Muster Treuhand AG' },
      ],
    });
  });

  it('logs a refusal and answers failed, without throwing', async () => {
    status = 500;
    const log = vi.fn();
    expect(await submitMarketingForm(url, { email: 'x@y.example' }, fetch, log)).toBe('failed');
    expect(log).toHaveBeenCalledTimes(1);
  });
});

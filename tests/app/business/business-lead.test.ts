// @vitest-environment jsdom
// docs/product.md#calls-other "a form-submission call to an external marketing form service": after the business
// is created the service learns of it (the company's own contact data) when one is configured, and
// nothing is sent without one.
import { describe, expect, it, vi } from 'vitest';
import { businessLeadFields } from '@/features/business/business-draft';
import { marketingFormEndpoint, submitMarketingForm } from '@/lib/integrations/referral';

const draft = {
  name: ' Muster Treuhand AG ',
  email: 'info@muster-treuhand.ch',
  phone: '',
  country: 'CH',
  address1: 'Bahnhofstrasse 1',
  city: 'Zürich',
  postal_code: '8001',
};

describe('the new business as a marketing lead', () => {
  it("sends the company's contact data, no empty field", () => {
    expect(businessLeadFields(draft)).toEqual({
      company: 'Muster Treuhand AG',
      email: 'info@muster-treuhand.ch',
      country: 'CH',
    });
    expect(businessLeadFields({ ...draft, phone: '+41 44 123 45 67' })).toMatchObject({
      phone: '+41 44 123 45 67',
    });
  });

  it('posts them to the configured service, and nothing without one', async () => {
    const send = vi.fn(async () => new Response('{}', { status: 200 }));
    const endpoint = marketingFormEndpoint({ VITE_MARKETING_FORM_URL: 'https://forms.example/x' });
    expect(await submitMarketingForm(endpoint, businessLeadFields(draft), send)).toBe('sent');
    const [, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.fields).toEqual([
      { name: 'company', value: 'Muster Treuhand AG' },
      { name: 'email', value: 'info@muster-treuhand.ch' },
      { name: 'country', value: 'CH' },
    ]);
    const none = vi.fn();
    expect(
      await submitMarketingForm(marketingFormEndpoint({}), businessLeadFields(draft), none),
    ).toBe('off');
    expect(none).not.toHaveBeenCalled();
  });
});

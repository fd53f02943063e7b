// A business a new visitor described during /business/signup/steps. Creating a business needs a
// confirmed, signed-in account, so the details wait in this browser until the visitor has
// confirmed the e-mail and logged in; /business/register then starts with them.
import type { BusinessCreate } from '@generated/model/businessCreate';

const KEY = 'business-signup-draft';

/** What the app asks for; billing choices (plan, cycle, seats) belong to the upgrade pages. */
export type BusinessDraft = Pick<
  BusinessCreate,
  'name' | 'email' | 'phone' | 'country' | 'vat' | 'address1' | 'address2' | 'city' | 'postal_code'
>;

export function saveBusinessDraft(draft: BusinessDraft): void {
  localStorage.setItem(KEY, JSON.stringify(draft));
}

export function readBusinessDraft(): Partial<BusinessDraft> | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as Partial<BusinessDraft>) : undefined;
  } catch {
    return undefined;
  }
}

export function clearBusinessDraft(): void {
  localStorage.removeItem(KEY);
}

/** New businesses start the trial of the team plan (docs/product.md#overview tiers); plans change later. */
export const START_PLAN = 'team_v3';

/** docs/product.md#constants: CHF on the Swiss side, EUR otherwise. */
export const currencyForCountry = (country: string) => (country === 'CH' ? 'CHF' : 'EUR');

/** The snake_case body of POST /v2/businesses for a draft the admin accepted the terms for. */
export function businessCreateBody(draft: BusinessDraft): BusinessCreate {
  const filled = Object.fromEntries(
    Object.entries(draft).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as BusinessDraft;
  return {
    ...filled,
    currency: currencyForCountry(draft.country),
    plan: START_PLAN,
    gtc_accepted: true,
    dpa_accepted: true,
  };
}

/**
 * What the marketing form service learns of a new business (docs/product.md#calls-other "a form-submission call to
 * an external marketing form service"): the company's own contact data, nothing of the person.
 */
export function businessLeadFields(draft: BusinessDraft): Record<string, string> {
  return {
    company: draft.name.trim(),
    email: draft.email.trim(),
    country: draft.country,
    ...(draft.phone?.trim() && { phone: draft.phone.trim() }),
  };
}

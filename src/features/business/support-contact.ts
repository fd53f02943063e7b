// docs/product.md#validation-contact: "Support contact: an invalid email or phone is blanked on load. Phone pattern:
// optional plus, then at least 6 digits, spaces or dashes." The patterns are the contract's.
import type { SupportContact } from '@generated/model/supportContact';

export const SUPPORT_PHONE_PATTERN = /^\+?[0-9 -]{6,}$/;
// The standard e-mail pattern of the schema forms (one @, a dot in the domain, no spaces).
export const SUPPORT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact as the form shows it: values that break their pattern come back blank. */
export function supportContactOnLoad(contact: SupportContact | undefined): SupportContact {
  const email = contact?.email?.trim() ?? '';
  const phone = contact?.phone?.trim() ?? '';
  return {
    email: SUPPORT_EMAIL_PATTERN.test(email) ? email : null,
    phone: SUPPORT_PHONE_PATTERN.test(phone) ? phone : null,
  };
}

/** The body of PUT /v1/businesses/{id}: a blank field clears the value (null). */
export function supportContactBody(data: Partial<SupportContact>): SupportContact {
  return { email: data.email?.trim() || null, phone: data.phone?.trim() || null };
}

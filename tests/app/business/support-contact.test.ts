// docs/product.md#validation-contact: "Support contact: an invalid email or phone is blanked on load. Phone pattern:
// optional plus, then at least 6 digits, spaces or dashes."
import { describe, expect, it } from 'vitest';
import {
  supportContactBody,
  supportContactOnLoad,
} from '../../../src/features/business/support-contact.ts';

describe('support contact', () => {
  it('keeps valid values', () => {
    expect(
      supportContactOnLoad({ email: 'info@muster-treuhand.ch', phone: '+41 44 123 45 67' }),
    ).toEqual({ email: 'info@muster-treuhand.ch', phone: '+41 44 123 45 67' });
  });

  it.each([
    ['12345', 'fewer than 6 digits'],
    ['+41 (44) 123', 'brackets'],
    ['call us', 'letters'],
    ['++41441234567', 'two pluses'],
  ])('blanks the phone %s (%s)', (phone) => {
    expect(supportContactOnLoad({ email: null, phone }).phone).toBeNull();
  });

  it.each(['123456', '+41-44-123-45-67', '044 123 45 67'])('accepts the phone %s', (phone) => {
    expect(supportContactOnLoad({ email: null, phone }).phone).toBe(phone);
  });

  it.each(['info', 'info@', 'info@muster', 'in fo@muster.ch'])('blanks the e-mail %s', (email) => {
    expect(supportContactOnLoad({ email, phone: null }).email).toBeNull();
  });

  it('handles a business without a contact', () => {
    expect(supportContactOnLoad(undefined)).toEqual({ email: null, phone: null });
  });

  it('sends a blank field as null (clears it)', () => {
    expect(supportContactBody({ email: ' ', phone: undefined })).toEqual({
      email: null,
      phone: null,
    });
  });
});

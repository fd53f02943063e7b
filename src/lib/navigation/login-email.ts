// "A valid e-mail in the query is kept in session as the login e-mail" (docs/product.md#screens-navigation).
// E-mail: "a standard pattern" (docs/product.md#validation-contact), the WHATWG input[type=email] pattern.
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** The login e-mail carried by the query (`email`), if it is a valid address. */
export function loginEmailFromQuery(search: Record<string, unknown>): string | undefined {
  const value = search.email;
  return isEmail(value) ? value : undefined;
}

// The validation check of routes that carry an id (docs/product.md#screens-personal "A route may have a validation
// check"): ids are UUIDs, usernames or account names, never empty, never paths.
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,127}$/;

export function isValidId(value: string | undefined): boolean {
  return value !== undefined && ID_PATTERN.test(value);
}

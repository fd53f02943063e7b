// Which team answers for the screen of a route (issue 14 is split in parts): the screens part
// fails the check on its own routes and reports what it sees on the others as a list to act on.
export type Owner = 'screens' | 'sign-ui' | 'biz-screens';

const SIGN_UI = [
  /^\/view\//,
  /^\/direct-sign\//,
  /^\/upload$/,
  /^\/profile\/settings$/,
  /^\/profile\/visual-signature$/,
  /^\/profile\/signature-standards/,
];
const BUSINESS = [/^\/business/, /^\/billing/];

export function ownerOf(path: string): Owner {
  if (SIGN_UI.some((pattern) => pattern.test(path))) return 'sign-ui';
  if (BUSINESS.some((pattern) => pattern.test(path))) return 'biz-screens';
  return 'screens';
}

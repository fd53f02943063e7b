// The API-users area's public face: which accounts are API users of which business (the
// activity of a business counts the requests its API users sent; mails never go to them; the
// statistics count them).
export { apiUsernamesOf, countApiUsers } from './store.ts';
export { isApiUserEmail } from './rules.ts';

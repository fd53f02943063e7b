// GET /v1/email_input_autocomplete?input=: the user's own contacts (the e-mails the user has sent
// signature requests to, table contacts, filled by the signature requests) whose
// e-mail or name contains the input, most used first, at most 20.
import { containsPattern, MAX_SUGGESTIONS } from '../rules/account.ts';
import { searchContacts } from '../store.ts';
import type { Handler } from '../../handler.ts';

export const autocompleteEmail: Handler<'autocompleteEmail'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { userId } = caller;
  const pattern = containsPattern(request.query.input.trim());
  return { items: await searchContacts(ctx.db, userId, pattern, MAX_SUGGESTIONS) };
};

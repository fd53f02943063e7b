// GET /v1/email_input_autocomplete?input=: the user's own contacts (the e-mails the user has sent
// signature requests to, table contacts, filled by the signature requests of issue 5) whose
// e-mail or name contains the input, most used first, at most 20.
import { sql } from 'kysely';
import { currentUser } from '../../../plugins/security.ts';
import type { Handler } from '../../handler.ts';

export const MAX_SUGGESTIONS = 20;

/** A LIKE pattern that matches `input` literally anywhere (escape character: backslash). */
export const containsPattern = (input: string) =>
  `%${input.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const autocompleteEmail: Handler<'autocompleteEmail'> = async (request, _reply, ctx) => {
  const { userId } = currentUser(request);
  const pattern = containsPattern(request.query.input.trim());
  const rows = await ctx.db
    .selectFrom('contacts')
    .select(['email', 'name'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('email')} like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy('use_count', 'desc')
    .orderBy('last_used_at', 'desc')
    .orderBy('email')
    .limit(MAX_SUGGESTIONS)
    .execute();
  return { items: rows.map((row) => ({ email: row.email, name: row.name })) };
};

// POST /v1/user/accept: each true flag accepts its item (gtc → accepted_gtc, tou_swisscom →
// accepted_tou_swisscom, business_invite → accepted_business_invite); false leaves it unchanged.
// Nothing true: 422. A business invitation is pending when accepted_business_invite is "false"
// (set by the invitation, business issue); business_invite without one: 422.
import { updateAttributes } from '../../auth/index.ts';
import { flag, readAttributes } from '../users.ts';
import { ruleViolated } from '../../../domain-errors.ts';
import { clock, loadCurrentUser } from '../../auth/index.ts';
import type { Handler } from '../../handler.ts';

export const acceptTerms: Handler<'acceptTerms'> = async (request, _reply, ctx) => {
  const { business_invite, gtc, tou_swisscom } = request.body;
  if (!business_invite && !gtc && !tou_swisscom) {
    throw ruleViolated('Accept at least one item.', 'nothing_accepted');
  }
  const user = await loadCurrentUser(ctx, request);
  if (business_invite && readAttributes(user).accepted_business_invite?.[0] !== 'false') {
    const detail = 'There is no pending business invitation.';
    throw ruleViolated(detail, 'no_pending_invitation', [
      { pointer: '/body/business_invite', detail, code: 'no_pending_invitation' },
    ]);
  }
  await updateAttributes(
    ctx.db,
    user,
    {
      ...(gtc ? { accepted_gtc: flag(true) } : {}),
      ...(tou_swisscom ? { accepted_tou_swisscom: flag(true) } : {}),
      ...(business_invite ? { accepted_business_invite: flag(true) } : {}),
    },
    clock,
  );
  return { success: true, message: 'Accepted.' };
};

// GET /v1/domain-offers: the business that verified the caller's e-mail domain, offered to join
// (with an invitation the caller accepts at /invite/{id}).
import type { Handler } from '../../handler.ts';
import { domainOffers } from '../domains.ts';

export const listDomainOffers: Handler<'listDomainOffers'> = async (
  _request,
  _reply,
  ctx,
  caller,
) => domainOffers(ctx, caller.userId);

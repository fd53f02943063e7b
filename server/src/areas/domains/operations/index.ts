// Handlers of the contract's `domains` operations.
import type { Handlers } from '../../handler.ts';
import { addBusinessDomain } from './add-business-domain.ts';
import { listBusinessDomains } from './list-business-domains.ts';
import { listDomainOffers } from './list-domain-offers.ts';
import { removeBusinessDomain } from './remove-business-domain.ts';
import { verifyBusinessDomain } from './verify-business-domain.ts';

export const domainsHandlers: Handlers = {
  addBusinessDomain,
  listBusinessDomains,
  listDomainOffers,
  removeBusinessDomain,
  verifyBusinessDomain,
};

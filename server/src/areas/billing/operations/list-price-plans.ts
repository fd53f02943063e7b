// GET /v2/businesses/price_plans: the plans that can be bought with their prices.
import { toCatalogue } from '../to-contract.ts';
import type { Handler } from '../../handler.ts';

export const listPricePlans: Handler<'listPricePlans'> = async () => toCatalogue();

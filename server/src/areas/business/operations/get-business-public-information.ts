// GET /v2/businesses/{businessId}/public-information: name, logo and support contact of a
// business, for any logged-in user (it is what the business shows its signers).
import { notFound } from '../../../domain-errors.ts';
import type { Handler } from '../../handler.ts';
import { publicInformationById } from '../lifecycle.ts';

export const getBusinessPublicInformation: Handler<'getBusinessPublicInformation'> = async (
  request,
  _reply,
  ctx,
) => {
  const info = await publicInformationById(ctx, request.params.businessId);
  if (!info) throw notFound('The business does not exist.');
  return info;
};

// POST /v1/api-users/token: an API user's username and secret for a bearer token (public).
import { clientAddress } from '../../auth/index.ts';
import type { Handler } from '../../handler.ts';
import { exchangeApiUserSecret } from '../token-exchange.ts';

export const createApiUserToken: Handler<'createApiUserToken'> = async (request, _reply, ctx) =>
  exchangeApiUserSecret(ctx, request.body, clientAddress(request));

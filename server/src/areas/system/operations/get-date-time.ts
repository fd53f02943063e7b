// GET /v1/datetime: the server's current time (the app skips a refresh under 2 s old).
import type { Handler } from '../../handler.ts';

export const getDateTime: Handler<'getDateTime'> = async (_request, _reply, ctx) => ({
  dateTime: ctx.clock.now().toISOString(),
});

// The request log: every 5xx and every slow request, a sample of the rest, one line each.
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from '../../src/plugins/request-log.ts';

async function logged(sample: number, draws: number[], slowMs = 1000) {
  const lines: { msg: string; level: number; res?: { statusCode: number } }[] = [];
  const app = Fastify({
    logController: new LogController({ disableRequestLogging: true }),
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  });
  let draw = 0;
  registerRequestLog(app, { sample, slowMs, random: () => draws[draw++ % draws.length] });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  app.get('/closed', async (_request, reply) => reply.code(503).send({ status: 503 }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return 'late';
  });
  return { app, lines };
}

describe('the request log', () => {
  it('samples ordinary requests', async () => {
    const { app, lines } = await logged(0.5, [0.1, 0.9, 0.2, 0.7]);
    for (let i = 0; i < 4; i++) await app.inject('/ok');
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(2);
  });

  it('logs every failure and every slow request, sampling off', async () => {
    const { app, lines } = await logged(0, [0], 10);
    await app.inject('/ok');
    await app.inject('/boom');
    await app.inject('/slow');
    expect(lines.filter((l) => l.msg === 'request failed').map((l) => l.res?.statusCode)).toEqual([
      500,
    ]);
    expect(lines.filter((l) => l.msg === 'slow request')).toHaveLength(1);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(0);
  });

  it('logs a 503 (the server refusing on purpose: maintenance, busy) as a warning', async () => {
    const { app, lines } = await logged(0, [0]);
    await app.inject('/closed');
    expect(lines.map((l) => [l.msg, l.level, l.res?.statusCode])).toEqual([
      ['service unavailable', 40, 503],
    ]);
  });
});

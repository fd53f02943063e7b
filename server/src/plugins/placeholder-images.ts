// The placeholder images (docs/product.md#constants-images "Placeholder images default to /img/{name}.webp"): the
// pictures under the configured images folder (SVG or PNG sources), served as WebP by default or
// as the variant the resizing parameters ask for, each made once and kept in storage. Public:
// they are the product's own illustrations.
import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context.ts';
import { notFound } from '../domain-errors.ts';
import { parseImageQuery } from '../rendering/image-query.ts';
import { imageVariant, type ImageFormat } from '../rendering/image-variants.ts';

const SOURCE = /^([a-z0-9][a-z0-9-]{0,63})\.(svg|png)$/;
const ADDRESS = /^([a-z0-9][a-z0-9-]{0,63})\.(webp|png)$/;

/** The source pictures by name, read once at start. */
function loadSources(dir: string): Map<string, Buffer> {
  const sources = new Map<string, Buffer>();
  if (!existsSync(dir)) return sources;
  for (const file of readdirSync(dir)) {
    const match = SOURCE.exec(file);
    if (match) sources.set(match[1], readFileSync(path.join(dir, file)));
  }
  return sources;
}

export async function registerPlaceholderImages(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const sources = loadSources(ctx.config.imagesDir);
  app.get('/img/:file', async (request, reply) => {
    const match = ADDRESS.exec((request.params as { file: string }).file);
    const source = match ? sources.get(match[1]) : undefined;
    if (!match || !source) throw notFound('There is no such image.');
    const params = parseImageQuery(request.query as Record<string, string>);
    // The address's extension is the default format; SVG sources are always rendered.
    const format = params.format ?? (match[2] as ImageFormat);
    const variant = await imageVariant(ctx.storage, `img/${match[1]}`, source, {
      ...params,
      format,
    });
    return reply
      .type(variant.mediaType)
      .header('Cache-Control', 'public, max-age=86400')
      .send(variant.bytes);
  });
}

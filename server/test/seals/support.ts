// Test support of the seals tests: a business (Anna Meier admin, Beat Keller member), seals made
// through the API, and small PNG/JPEG images.
import { expect } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { business, start, user, type Ctx, type User } from '../business/support.ts';

export interface SealWorld {
  ctx: Ctx;
  anna: User;
  beat: User;
  businessId: string;
}

export async function sealWorld(): Promise<SealWorld> {
  const ctx = await start();
  const anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  const beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  const businessId = await business(ctx, anna);
  await ctx.server.testDb.db
    .insertInto('business_members')
    .values({
      business_id: businessId,
      user_id: beat.userId,
      role: 'member',
      joined_at: new Date().toISOString(),
    })
    .execute();
  return { ctx, anna, beat, businessId };
}

export const sealsUrl = (businessId: string, rest = '') =>
  `/v1/businesses/${businessId}/seals${rest}`;

export async function createSeal(world: SealWorld, accountName = 'muster-treuhand-seal') {
  const response = await world.ctx.inject({
    method: 'POST',
    url: sealsUrl(world.businessId),
    headers: world.anna.auth,
    payload: { accountName, displayName: 'Muster Treuhand AG', legislation: 'zertes' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A red round stamp as PNG or JPEG. */
export async function stampImage(type: 'png' | 'jpeg' = 'png', size = 200): Promise<Buffer> {
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.strokeStyle = '#c0392b';
  context.lineWidth = size / 20;
  context.beginPath();
  context.arc(size / 2, size / 2, size / 2.4, 0, Math.PI * 2);
  context.stroke();
  return type === 'png' ? canvas.encode('png') : canvas.encode('jpeg');
}

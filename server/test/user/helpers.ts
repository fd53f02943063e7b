// Test helpers of the user tests: set stored attributes of an account directly (what an
// identification or a business invitation would set).
import { findUserByEmail } from '../../src/areas/user/index.ts';
import type { TestServer } from '../support/test-server.ts';

export async function setAttributes(
  server: TestServer,
  email: string,
  attributes: Record<string, string[]>,
): Promise<void> {
  const user = (await findUserByEmail(server.testDb.db, email))!;
  await server.testDb.db
    .updateTable('users')
    .set({ attributes: JSON.stringify({ ...JSON.parse(user.attributes), ...attributes }) })
    .where('id', '=', user.id)
    .execute();
}

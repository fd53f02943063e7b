// The settings a Business answer carries: the stored settings (./settings/, defaults for a
// business that never saved any) with the support contact blanked on load when invalid (
// docs/product.md#validation).
import type { AppContext } from '../../context.ts';
import type { Schemas } from '../handler.ts';
import { loadBusinessSettings } from './settings/settings.ts';
import type { BusinessRow } from './store/businesses.ts';

export function businessSettings(
  ctx: AppContext,
  row: BusinessRow,
): Promise<Schemas['BusinessSettings']> {
  return loadBusinessSettings(ctx, row);
}

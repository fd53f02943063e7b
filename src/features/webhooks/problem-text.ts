// The translated text of a failed webhook call (the error catalogue's text for its code), and the
// locale key of an event type (its dot would split the key).
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';

export function problemText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return problemMessage(error.problem, t);
  return t('errors:problem.unknown');
}

/** `request.signed` → `events.request_signed` (webhooks namespace). */
export const eventKey = (type: string) => `events.${type.replace('.', '_')}`;

// Which identification methods can be started from here and by which call (seed 000 §7:
// "eidas uses segment srs with video or robo; zertes uses segment intrum with video or
// autoident"). The qualities detail names methods as seed 000 §9 does ("eidas offers video,
// self, id-austria when covered, otherwise id-austria and external-sc; zertes offers video, loc,
// auto when covered, otherwise loc and external-sc"); id-austria, loc (in person) and
// external-sc (an external signing certificate) have no call of their own and are explained.
import {
  getIntrumAutoidentIdentification,
  getIntrumVideoIdentification,
  getSrsRoboIdentification,
  getSrsVideoIdentification,
  startIntrumAutoidentIdentification,
  startIntrumVideoIdentification,
  startSrsRoboIdentification,
  startSrsVideoIdentification,
} from '@generated/api/identification/identification';
import type { IdentificationInfo } from '@generated/model/identificationInfo';
import type { IdentificationStart } from '@generated/model/identificationStart';
import type { Legislation } from '@generated/model/legislation';

export type OfferedMethod = 'video' | 'self' | 'id-austria' | 'external-sc' | 'loc' | 'auto';

interface Call {
  provider: 'srs' | 'intrum';
  method: 'video' | 'robo' | 'autoident';
  start: (body?: IdentificationStart) => Promise<{ data: IdentificationInfo }>;
  read: (options?: {
    quiet?: boolean;
    signal?: AbortSignal;
  }) => Promise<{ data: IdentificationInfo }>;
}

const CALLS: Record<Legislation, Partial<Record<OfferedMethod, Call>>> = {
  eidas: {
    video: {
      provider: 'srs',
      method: 'video',
      start: startSrsVideoIdentification,
      read: getSrsVideoIdentification,
    },
    self: {
      provider: 'srs',
      method: 'robo',
      start: startSrsRoboIdentification,
      read: getSrsRoboIdentification,
    },
  },
  zertes: {
    video: {
      provider: 'intrum',
      method: 'video',
      start: startIntrumVideoIdentification,
      read: getIntrumVideoIdentification,
    },
    auto: {
      provider: 'intrum',
      method: 'autoident',
      start: startIntrumAutoidentIdentification,
      read: getIntrumAutoidentIdentification,
    },
  },
};

/** The call that starts `method` under `legislation`, or undefined when it has none. */
export function identificationCall(legislation: Legislation, method: string): Call | undefined {
  return CALLS[legislation][method as OfferedMethod];
}

/** Every method seed 000 §9 names for a legislation, covered or not. */
export const LEGISLATION_METHODS: Record<Legislation, OfferedMethod[]> = {
  eidas: ['video', 'self', 'id-austria', 'external-sc'],
  zertes: ['video', 'loc', 'auto', 'external-sc'],
};

/** The screen of a method, when it has one (seed 000 §2 routes). */
export function methodRoute(legislation: Legislation, method: string): string | undefined {
  if (legislation === 'eidas' && (method === 'video' || method === 'self')) {
    return `/profile/signature-standards/eidas/${method}`;
  }
  if (legislation === 'zertes' && (method === 'video' || method === 'auto')) {
    return `/profile/signature-standards/zertes/${method}`;
  }
  return undefined;
}

// Which identification methods can be started from here and by which call (docs/product.md#calls-identification:
// "eidas uses segment srs with video or robo; zertes uses segment intrum with video or
// autoident"; "direct: /v1/direct/user/identification/..."). The qualities detail names methods
// as docs/product.md#constants-identification-methods does ("eidas offers video, self, id-austria when covered, otherwise id-austria
// and external-sc; zertes offers video, loc, auto when covered, otherwise loc and external-sc");
// id-austria, loc (in person) and external-sc (an external signing certificate) have no call of
// their own and are explained.
import {
  startDirectIntrumAutoidentIdentification,
  startDirectIntrumVideoIdentification,
  startDirectSrsRoboIdentification,
  startDirectSrsVideoIdentification,
} from '@generated/api/direct/direct';
import {
  startIntrumAutoidentIdentification,
  startIntrumVideoIdentification,
  startSrsRoboIdentification,
  startSrsVideoIdentification,
} from '@generated/api/identification/identification';
import type { IdentificationInfo } from '@generated/model/identificationInfo';
import type { IdentificationStart } from '@generated/model/identificationStart';
import type { Legislation } from '@generated/model/legislation';
import { standardsPath, type IdentificationMode } from './identification-mode';

export type OfferedMethod = 'video' | 'self' | 'id-austria' | 'external-sc' | 'loc' | 'auto';

type Start = (body?: IdentificationStart) => Promise<{ data: IdentificationInfo }>;

interface Call {
  provider: 'srs' | 'intrum';
  method: 'video' | 'robo' | 'autoident';
  start: Record<IdentificationMode, Start>;
}

const CALLS: Record<Legislation, Partial<Record<OfferedMethod, Call>>> = {
  eidas: {
    video: {
      provider: 'srs',
      method: 'video',
      start: { user: startSrsVideoIdentification, direct: startDirectSrsVideoIdentification },
    },
    self: {
      provider: 'srs',
      method: 'robo',
      start: { user: startSrsRoboIdentification, direct: startDirectSrsRoboIdentification },
    },
  },
  zertes: {
    video: {
      provider: 'intrum',
      method: 'video',
      start: { user: startIntrumVideoIdentification, direct: startDirectIntrumVideoIdentification },
    },
    auto: {
      provider: 'intrum',
      method: 'autoident',
      start: {
        user: startIntrumAutoidentIdentification,
        direct: startDirectIntrumAutoidentIdentification,
      },
    },
  },
};

/** The call that starts `method` under `legislation`, or undefined when it has none. */
export function identificationCall(legislation: Legislation, method: string): Call | undefined {
  return CALLS[legislation][method as OfferedMethod];
}

/** Every method docs/product.md#constants-identification-methods names for a legislation, covered or not. */
export const LEGISLATION_METHODS: Record<Legislation, OfferedMethod[]> = {
  eidas: ['video', 'self', 'id-austria', 'external-sc'],
  zertes: ['video', 'loc', 'auto', 'external-sc'],
};

/** The screen of a method, when it has one (docs/product.md#screens-personal routes). */
export function methodRoute(
  legislation: Legislation,
  method: string,
  mode: IdentificationMode = 'user',
): string | undefined {
  return identificationCall(legislation, method)
    ? standardsPath(mode, `${legislation}/${method}`)
    : undefined;
}

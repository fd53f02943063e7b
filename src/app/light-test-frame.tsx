// The 'Test System' frame of the light login (docs/product.md#screens-shell: "On non-production modes it shows a
// frame labelled 'Test System' unless a local hide flag is set"), in plain HTML: the same rules,
// texts and test ids as the shell's TestSystemFrame, the mock's scenario choice included.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseScenario,
  currentScenario,
  inMockWorld,
  MOCK_SCENARIOS,
  type MockScenario,
} from '@/components/shell/mock-scenarios';
import { isProduction } from '@/lib/env';
import { hideTestFrame, isTestFrameHidden } from '@/lib/preferences';

export function LightTestSystemFrame({
  production = isProduction,
  mock = inMockWorld(),
}: {
  production?: boolean;
  mock?: boolean;
}) {
  const { t } = useTranslation('common');
  const [hidden, setHidden] = useState(isTestFrameHidden);
  if ((production && !mock) || hidden) return null;
  return (
    <div className="lp-test-frame" data-testid="test-system-frame">
      <div className="lp-test-bar">
        <strong>{t('testSystem')}</strong>
        {mock && (
          <select
            aria-label={t('mockScenario')}
            data-testid="mock-scenario"
            defaultValue={currentScenario()}
            onChange={(event) => {
              chooseScenario(event.currentTarget.value as MockScenario);
              window.location.reload();
            }}
          >
            {MOCK_SCENARIOS.map((scenario) => (
              <option key={scenario} value={scenario}>
                {t(`mockScenarios.${scenario || 'world'}`)}
              </option>
            ))}
          </select>
        )}
        <button
          type="button"
          onClick={() => {
            hideTestFrame();
            setHidden(true);
          }}
        >
          {t('hideTestSystem')}
        </button>
      </div>
    </div>
  );
}

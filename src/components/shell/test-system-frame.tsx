// "On non-production modes it shows a frame labelled 'Test System' unless a local hide flag is
// set" (docs/product.md#overview). The flag lives in local storage; the frame's own button sets it. Served by the
// mock loop (a non-production mode too), the frame also offers the mock's scenarios.
import { Box, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProduction } from '@/lib/env';
import { hideTestFrame, isTestFrameHidden } from '@/lib/preferences';
import {
  chooseScenario,
  currentScenario,
  inMockWorld,
  MOCK_SCENARIOS,
  type MockScenario,
} from './mock-scenarios';

function ScenarioSwitcher({ reload }: { reload: () => void }) {
  const { t } = useTranslation('common');
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        aria-label={t('mockScenario')}
        data-testid="mock-scenario"
        defaultValue={currentScenario()}
        bg="white"
        onChange={(event) => {
          chooseScenario(event.currentTarget.value as MockScenario);
          reload();
        }}
      >
        {MOCK_SCENARIOS.map((scenario) => (
          <option key={scenario} value={scenario}>
            {t(`mockScenarios.${scenario || 'world'}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function TestSystemFrame({
  production = isProduction,
  mock = inMockWorld(),
  reload = () => window.location.reload(),
}: {
  production?: boolean;
  mock?: boolean;
  reload?: () => void;
}) {
  const { t } = useTranslation('common');
  const [hidden, setHidden] = useState(isTestFrameHidden);
  if ((production && !mock) || hidden) return null;
  return (
    <Box
      data-testid="test-system-frame"
      position="fixed"
      inset="0"
      border="4px solid"
      borderColor="warning"
      pointerEvents="none"
      zIndex="banner"
    >
      <HStack
        position="absolute"
        bottom="0"
        left="50%"
        transform="translateX(-50%)"
        bg="warning"
        // Dark text: white on the warning orange reads at 2.3:1, below the 4.5:1 of WCAG AA.
        color="gray.950"
        px="3"
        py="0.5"
        roundedTop="md"
        pointerEvents="auto"
        gap="3"
      >
        <Text fontSize="xs" fontWeight="bold">
          {t('testSystem')}
        </Text>
        {mock && <ScenarioSwitcher reload={reload} />}
        <Button
          size="2xs"
          variant="plain"
          color="gray.950"
          textDecoration="underline"
          onClick={() => {
            hideTestFrame();
            setHidden(true);
          }}
        >
          {t('hideTestSystem')}
        </Button>
      </HStack>
    </Box>
  );
}

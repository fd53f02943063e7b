// Shows the head of the snackbar queue at the bottom of the page, above dialogs and the signing
// overlay (layer 1900), so a failure during signing is still seen. The view and the 'snackbars'
// locale namespace load only when the first snackbar appears.
import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSnackbars } from './snackbar-store';

export const SNACKBAR_LAYER = 2000;

const SnackbarView = lazy(async () => ({
  default: (await import('./snackbar-view')).SnackbarView,
}));

export function SnackbarHost() {
  const [current] = useSnackbars();
  if (!current) return null;
  return (
    <Box
      position="fixed"
      bottom="6"
      left="0"
      right="0"
      display="flex"
      justifyContent="center"
      px="4"
      zIndex={SNACKBAR_LAYER}
      pointerEvents="none"
    >
      <Box pointerEvents="auto">
        <Suspense fallback={null}>
          <SnackbarView key={current.id} snackbar={current} />
        </Suspense>
      </Box>
    </Box>
  );
}

// One snackbar: its message, optional action button and close button, in the item's colour.
import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dismissSnackbar, runSnackbarAction, type Snackbar } from './snackbar-store';

// The product's named colours are the theme's tokens (docs/product.md#constants-interface), each with a text colour that
// reads at WCAG AA (4.5:1) on it; anything else is taken as a Chakra palette name.
const NAMED: Record<string, { bg: string; color: string }> = {
  success: { bg: 'success', color: 'white' },
  error: { bg: 'error', color: 'white' },
  warning: { bg: 'warning', color: 'gray.950' },
  info: { bg: 'brand.600', color: 'white' },
};

export function SnackbarView({ snackbar }: { snackbar: Snackbar }) {
  const { t, i18n } = useTranslation('snackbars');
  // Messages may be keys of the 'snackbars' namespace or ready texts.
  const text = (value: string) => (i18n.exists(value, { ns: 'snackbars' }) ? t(value) : value);
  const named = snackbar.color ? NAMED[snackbar.color] : undefined;
  const palette = named ? undefined : snackbar.color;
  return (
    <Box
      role={snackbar.color === 'error' ? 'alert' : 'status'}
      colorPalette={palette ?? 'gray'}
      bg={named?.bg ?? (palette ? 'colorPalette.solid' : 'gray.800')}
      color={named?.color ?? (palette ? 'colorPalette.contrast' : 'white')}
      borderRadius="md"
      shadow="lg"
      px="4"
      py="3"
      minW={{ base: 'auto', sm: 'sm' }}
      maxW="xl"
    >
      <HStack gap="3" justify="space-between">
        <Text>{text(snackbar.message)}</Text>
        <HStack gap="1">
          {snackbar.action && (
            <Button
              size="sm"
              variant="ghost"
              color="inherit"
              onClick={() => runSnackbarAction(snackbar.id)}
            >
              {text(snackbar.action.text)}
            </Button>
          )}
          {snackbar.dismissible && (
            <CloseButton
              size="sm"
              color="inherit"
              aria-label={t('close')}
              onClick={() => dismissSnackbar(snackbar.id)}
            />
          )}
        </HStack>
      </HStack>
    </Box>
  );
}

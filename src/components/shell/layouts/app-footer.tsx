// The foot of every layout: the way to the public verification (/verify), where anyone who
// received a signed PDF checks who signed it and whether it was changed since.
import { Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation('common');
  return (
    <Box
      as="footer"
      borderTopWidth="1px"
      bg="white"
      px={{ base: '4', md: '8' }}
      py="4"
      mt="auto"
      data-testid="app-footer"
    >
      <HStack gap="4" wrap="wrap" justify="space-between">
        <Text color="fg.muted" fontSize="sm">
          {t('product')}
        </Text>
        <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.fg">
          <Link to="/verify">{t('footer.verify')}</Link>
        </ChakraLink>
      </HStack>
    </Box>
  );
}

// Unauthenticated layout: the product name over a narrow centred column (login, sign-up,
// password reset) with the language switch, and the footer.
import { Box, Container, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch';
import { AppFooter } from './app-footer';

export function UnauthenticatedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box minH="100vh" display="flex" flexDirection="column" data-layout="unauthenticated">
      <Container as="main" flex="1" maxW="lg" py="10">
        <HStack justify="space-between" mb="8">
          <Text fontWeight="bold" color="brand.500" fontSize="2xl">
            {t('product')}
          </Text>
          <LanguageSwitch />
        </HStack>
        {children}
      </Container>
      <AppFooter />
    </Box>
  );
}

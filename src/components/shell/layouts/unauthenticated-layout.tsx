// Unauthenticated layout: the product name over a narrow centred column (login, sign-up,
// password reset) with the language switch.
import { Box, Container, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch';

export function UnauthenticatedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box minH="100vh" data-layout="unauthenticated" py="10">
      <Container as="main" maxW="lg">
        <HStack justify="space-between" mb="8">
          <Text fontWeight="bold" color="brand.500" fontSize="2xl">
            {t('product')}
          </Text>
          <LanguageSwitch />
        </HStack>
        {children}
      </Container>
    </Box>
  );
}

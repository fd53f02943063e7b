// Simple layout: a plain top bar, one centred column (server failure, maintenance, 404,
// invitations, forced pages, the public verification) and the footer.
import { Box, Container, HStack, Spacer, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch';
import { AppFooter } from './app-footer';

export function SimpleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box minH="100vh" display="flex" flexDirection="column" data-layout="simple">
      <HStack px={{ base: '4', md: '8' }} py="3" bg="white" borderBottomWidth="1px">
        <Text fontWeight="bold" color="brand.500" fontSize="lg">
          {t('product')}
        </Text>
        <Spacer />
        <LanguageSwitch />
      </HStack>
      <Container as="main" flex="1" maxW="3xl" py="10">
        {children}
      </Container>
      <AppFooter />
    </Box>
  );
}

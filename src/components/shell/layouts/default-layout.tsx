// Default layout: header, a full-width content area (dashboard, viewing, direct signing) and the
// footer.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column" data-layout="default">
      <AppHeader />
      <Box as="main" flex="1" px={{ base: '4', md: '8' }} py="6">
        {children}
      </Box>
      <AppFooter />
    </Box>
  );
}

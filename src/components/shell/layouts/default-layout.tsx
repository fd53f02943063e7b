// Default layout: header and a full-width content area (dashboard, viewing, direct signing).
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppHeader } from './app-header';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" data-layout="default">
      <AppHeader />
      <Box as="main" px={{ base: '4', md: '8' }} py="6">
        {children}
      </Box>
    </Box>
  );
}

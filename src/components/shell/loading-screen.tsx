// Shown while a route's code, data or translations load.
import { Center, Spinner } from '@chakra-ui/react';

export function LoadingScreen() {
  return (
    <Center minH="40vh" data-testid="loading">
      <Spinner size="lg" color="brand.500" />
    </Center>
  );
}

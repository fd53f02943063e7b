// The narrow card of the screens a person sees before logging in or outside the app's pages (login,
// sign-up steps, password reset, mail sent, invitation): the screen's heading, then the content.
import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function NarrowCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root maxW="md" w="full" mx="auto" my={8}>
      <Card.Header>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

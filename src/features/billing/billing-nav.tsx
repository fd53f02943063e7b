// The business billing's own navigation, above each of its screens: the plan, the payment methods
// and the invoices (after paying, the invoices and payment methods could only be
// reached by typing their address). The business navigation's "Billing" leads to the plan.
import { HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SandboxNotice } from '@/components/sandbox-notice';

const PAGES = [
  { to: '/business/billing/plan', label: 'routes:plan' },
  { to: '/business/billing/payment', label: 'routes:payment' },
  { to: '/business/billing/invoices', label: 'routes:invoices' },
] as const;

export function BillingNav() {
  const { t } = useTranslation(['billing', 'routes']);
  return (
    <Stack gap="3">
      <SandboxNotice provider="payment" />
      <HStack
        as="nav"
        aria-label={t('billing:nav.label')}
        gap="1"
        wrap="wrap"
        borderBottomWidth="1px"
        data-testid="billing-nav"
      >
        {PAGES.map((page) => (
          <ChakraLink
            asChild
            key={page.to}
            px="3"
            py="2"
            mb="-1px"
            borderBottomWidth="2px"
            borderColor="transparent"
            color="fg.muted"
            fontWeight="medium"
            _hover={{ color: 'fg', textDecoration: 'none' }}
            // The page shown (TanStack's Link marks it with aria-current="page").
            css={{
              '&[aria-current=page]': {
                color: 'var(--chakra-colors-brand-600)',
                borderColor: 'currentColor',
              },
            }}
          >
            <Link to={page.to}>{t(page.label)}</Link>
          </ChakraLink>
        ))}
      </HStack>
    </Stack>
  );
}

// /business/billing/payment: the payment methods of the business (cards and SEPA debits, the
// default marked), adding one through the provider's setup flow (its page, then back here where
// the new method becomes the default), and the provider's customer portal when it has one. The
// provider's page (Stripe Checkout or the SANDBOX page) comes back with ?setupIntent=<id>.
import { Badge, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import {
  confirmSetupIntent,
  createSetupIntent,
  useGetBillingInformation,
  useGetPaymentMethods,
} from '@generated/api/billing/billing';
import type { PaymentCard } from '@generated/model/paymentCard';
import type { PaymentSepaDebit } from '@generated/model/paymentSepaDebit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { BillingNav } from './billing-nav';
import { BillingCard, BillingPage, ErrorLine, LoadState } from './billing-page';
import { refreshBilling } from './billing-data';
import { BillingAddressCard } from './billing-address-card';
import { NoProviderPageError } from './checkout';

const SETUP_PARAM = 'setupIntent';
const RETURN_PATH = '/business/billing/payment';

function Method({ label, isDefault }: { label: string; isDefault: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <HStack as="li" gap="3" wrap="wrap" py="2" borderBottomWidth="1px">
      <Text>{label}</Text>
      {isDefault && <Badge colorPalette="green">{t('payment.default')}</Badge>}
    </HStack>
  );
}

export function PaymentScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['billing', 'routes']);
  const queryClient = useQueryClient();
  const info = useGetBillingInformation(businessId);
  const methods = useGetPaymentMethods(businessId);
  const country = info.data?.data.billing.country;
  const add = useMutation({
    mutationFn: async () => {
      const intent = (
        await createSetupIntent(businessId, { country: country ?? 'CH', returnPath: RETURN_PATH })
      ).data.setupIntent;
      if (!intent.confirmUrl) throw new NoProviderPageError();
      window.location.assign(new URL(intent.confirmUrl, window.location.origin).toString());
    },
  });
  const confirm = useMutation({
    mutationFn: (intentId: string) =>
      confirmSetupIntent(businessId, intentId, { country: country ?? 'CH' }),
    onSuccess: async () => {
      await refreshBilling(queryClient, businessId);
      showSnackbar({ message: t('done.paymentAdded'), color: 'success' });
    },
  });
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current || !country) return;
    const url = new URL(window.location.href);
    const intentId = url.searchParams.get(SETUP_PARAM);
    if (!intentId) return;
    returned.current = true;
    url.searchParams.delete(SETUP_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    confirm.mutate(intentId);
  }, [country]);
  const list = methods.data?.data;
  const cardLabel = (card: PaymentCard) =>
    t('payment.card', {
      brand: t(`payment.brands.${card.brand}`, { defaultValue: card.brand }),
      last4: card.last4,
      month: String(card.expMonth).padStart(2, '0'),
      year: card.expYear,
    });
  const sepaLabel = (debit: PaymentSepaDebit) =>
    t('payment.sepa', { last4: debit.last4, country: debit.country });
  const portal = info.data?.data.paymentProvider.customerPortalURL;
  return (
    <BillingPage title={t('routes:payment')} lead={t('payment.lead')}>
      <BillingNav />
      <ErrorLine error={confirm.error} />
      <BillingCard
        title={t('payment.title')}
        labelId="payment-methods"
        actions={
          <Button colorPalette="brand" loading={add.isPending} onClick={() => add.mutate()}>
            {t('payment.add')}
          </Button>
        }
      >
        <ErrorLine error={add.error} />
        <LoadState query={methods} empty={t('payment.empty')}>
          {list && list.cards.length + list.sepaDebits.length > 0 && (
            <Stack as="ul" gap="0" listStyleType="none" data-testid="payment-methods">
              {list.cards.map((card) => (
                <Method
                  key={card.id}
                  label={cardLabel(card)}
                  isDefault={card.defaultPaymentMethod}
                />
              ))}
              {list.sepaDebits.map((debit) => (
                <Method
                  key={debit.id}
                  label={sepaLabel(debit)}
                  isDefault={debit.defaultPaymentMethod}
                />
              ))}
            </Stack>
          )}
        </LoadState>
        {portal && (
          <ChakraLink href={portal} color="brand.600" alignSelf="start">
            {t('payment.portal')}
          </ChakraLink>
        )}
      </BillingCard>
      {info.data && <BillingAddressCard businessId={businessId} billing={info.data.data.billing} />}
    </BillingPage>
  );
}

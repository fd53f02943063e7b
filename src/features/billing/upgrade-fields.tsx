// The fields of the upgrade choice under the tiers: cycle, currency (fixed for a paid
// subscription), number of seats with the plan's bounds, and a promotion code.
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { BillingCurrency } from '@generated/model/billingCurrency';
import type { PlanCycle } from '@generated/model/planCycle';
import type { PlanOffer } from '@generated/model/planOffer';
import type { TFunction } from 'i18next';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { seatsText } from './tier-cards';
import type { ChoiceAction, UpgradeChoice } from './upgrade-choice';

const CYCLES: readonly PlanCycle[] = ['monthly', 'yearly'];
const CURRENCIES: readonly BillingCurrency[] = ['CHF', 'EUR'];

interface UpgradeFieldsProps {
  choice: UpgradeChoice;
  dispatch: Dispatch<ChoiceAction>;
  plan?: PlanOffer;
  seatsValid: boolean;
  promoValid: boolean;
  currencyFixed?: boolean;
  usedSeats?: number;
}

export function UpgradeFields(props: UpgradeFieldsProps) {
  const { t } = useTranslation(['billing', 'errors']);
  const { choice, dispatch, plan, usedSeats } = props;
  const used = usedSeats ? t('upgrade.seatsUsed', { count: usedSeats }) : '';
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
      <Field.Root>
        <Field.Label>{t('upgrade.cycle')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={choice.cycle}
            onChange={(event) =>
              dispatch({ type: 'cycle', cycle: event.target.value as PlanCycle })
            }
          >
            {CYCLES.map((item) => (
              <option key={item} value={item}>
                {t(`cycles.${item}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root disabled={props.currencyFixed}>
        <Field.Label>{t('upgrade.currency')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={choice.currency}
            onChange={(event) =>
              dispatch({ type: 'currency', currency: event.target.value as BillingCurrency })
            }
          >
            {CURRENCIES.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {props.currencyFixed && <Field.HelperText>{t('upgrade.currencyFixed')}</Field.HelperText>}
      </Field.Root>
      <Field.Root invalid={!props.seatsValid} required>
        <Field.Label>
          {t('upgrade.seats')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          value={choice.seats}
          min={plan?.minSeats}
          max={plan?.maxSeats ?? undefined}
          onChange={(event) => dispatch({ type: 'seats', seats: event.target.value })}
        />
        {props.seatsValid ? (
          used ? (
            <Field.HelperText>{used}</Field.HelperText>
          ) : null
        ) : (
          <Field.ErrorText>
            {plan ? seatsText(plan, t as TFunction) : t('upgrade.noPrice')}
            {used ? ` ${used}` : ''}
          </Field.ErrorText>
        )}
      </Field.Root>
      <Field.Root invalid={!props.promoValid}>
        <Field.Label>{t('upgrade.promo')}</Field.Label>
        <Input
          value={choice.promo}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => dispatch({ type: 'promo', promo: event.target.value })}
        />
        {props.promoValid ? (
          <Field.HelperText>{t('upgrade.promoHelp')}</Field.HelperText>
        ) : (
          <Field.ErrorText>{t('upgrade.promoInvalid')}</Field.ErrorText>
        )}
      </Field.Root>
    </SimpleGrid>
  );
}

// The server's price of a plan change (POST .../upgrade/preview): its lines, the discounts of the
// promotion or referral code, the VAT and the total due. Every amount is the server's; a line is
// worded here from its code and parameters (the server's description is English, for API users).
// When the unused time of the running plan is worth more than the change (a yearly plan changed to
// a monthly one), the server's total is negative: nothing is charged, and the screen says so
// instead of a negative amount due.
import { Separator, Stack, Text } from '@chakra-ui/react';
import type { UpgradePreview } from '@generated/model/upgradePreview';
import type { UpgradePreviewLine } from '@generated/model/upgradePreviewLine';
import { useTranslation } from 'react-i18next';
import { useDay, useMoney } from './billing-data';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justify="space-between" gap="4" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text textAlign="end" whiteSpace="nowrap">
        {value}
      </Text>
    </Stack>
  );
}

export function UpgradePreviewView({ preview }: { preview: UpgradePreview }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const day = useDay();
  const lineLabel = ({ code, parameters }: UpgradePreviewLine) =>
    t(`preview.lines.${code}`, {
      seats: parameters.seats,
      plan: parameters.tier ? t(`tiers.${parameters.tier}`) : parameters.plan,
      cycle: t(`preview.cycle.${parameters.cycle}`),
    });
  return (
    <Stack gap="2" aria-live="polite" data-testid="upgrade-preview">
      {preview.lines.map((line, index) => (
        <Stack key={`${line.code}-${index}`} gap="0">
          <Row label={lineLabel(line)} value={money(line.amount, line.currency)} />
          <Text fontSize="sm" color="fg.muted">
            {t('preview.line', {
              quantity: line.quantity,
              unit: money(line.unitAmount, line.currency),
              from: day(line.periodStart),
              to: day(line.periodEnd),
            })}
          </Text>
        </Stack>
      ))}
      <Separator />
      <Row label={t('preview.subtotal')} value={money(preview.subtotal, preview.currency)} />
      {preview.discounts.map((discount) => (
        <Row
          key={discount.code}
          label={t('preview.discount', { code: discount.code })}
          value={money(-discount.amount, discount.currency)}
        />
      ))}
      <Row
        label={
          preview.taxRate === null || preview.taxRate === undefined
            ? t('preview.noTax')
            : t('preview.tax', { rate: preview.taxRate })
        }
        value={money(preview.tax, preview.currency)}
      />
      <Separator />
      <Row
        label={t('preview.total')}
        value={money(Math.max(0, preview.total), preview.currency)}
        strong
      />
      {preview.total < 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="nothing-due">
          {t('preview.nothingDue')}
        </Text>
      )}
    </Stack>
  );
}

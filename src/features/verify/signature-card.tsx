// One signature of a verified PDF: the verdict and what it rests on in plain words, the
// technical facts folded away in a disclosure.
import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { VerifiedSignature } from '@generated/model/verifiedSignature';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const VERDICT_PALETTE = { valid: 'green', invalid: 'red', indeterminate: 'orange' } as const;

/**
 * What the revocation means for this signature: revoked after the
 * time-stamped signing time (it stays valid), before it, or with no time-stamp to tell, with the
 * date and the reason the authority recorded.
 */
function revocationLine(
  signature: VerifiedSignature,
  date: (value: string | null) => string,
  t: TFunction,
): string {
  if (signature.revocation !== 'revoked') return t(`revocation.${signature.revocation}`);
  const facts = {
    date: date(signature.revokedAt),
    reason: t(`reasons.${signature.revocationReason ?? 'unspecified'}`),
  };
  if (signature.revokedAfterSigning) return t('revocation.afterSigning', facts);
  if (signature.revokedAfterSigning === false) {
    return t(signature.timestamped ? 'revocation.beforeSigning' : 'revocation.unproven', facts);
  }
  return t('revocation.revoked', { date: facts.date });
}

export function SignatureCard({ signature }: { signature: VerifiedSignature }) {
  const { t, i18n } = useTranslation('verify');
  const date = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(value),
        )
      : t('unknownTime');
  const timestamp = signature.kind === 'documentTimestamp';
  const title = timestamp
    ? t('card.timestampTitle', { index: signature.index })
    : t('card.title', {
        index: signature.index,
        name: signature.signerName ?? signature.organisation ?? t('card.unknownSigner'),
      });
  const lines = [
    t(`integrity.${signature.integrity}`),
    t(`changes.${signature.changesAfter}`),
    t(`trust.${signature.trust}`),
    signature.timestamped
      ? t('time.stamped', { date: date(signature.signingTime) })
      : t('time.claimed', { date: date(signature.signingTime) }),
    ...(!timestamp
      ? [
          signature.level
            ? t('level.known', {
                level: t(`levels.${signature.level}`),
                legislation: signature.legislation
                  ? t(`legislations.${signature.legislation}`)
                  : t('legislations.none'),
              })
            : t('level.unknown'),
        ]
      : []),
    revocationLine(signature, date, t),
    t(`ltv.${signature.ltv}`),
  ];
  const certificate = signature.certificate;
  const details: Array<[string, string]> = [
    [t('details.field'), signature.fieldName ?? '—'],
    [t('details.pades'), signature.padesBaseline ?? '—'],
    [t('details.claimedTime'), date(signature.claimedSigningTime)],
    [
      t('details.timestamp'),
      signature.timestampSource
        ? `${t(`details.timestampSource.${signature.timestampSource}`)} · ${date(signature.timestampTime)}`
        : '—',
    ],
    [t('details.wholeDocument'), signature.coversWholeDocument ? t('yes') : t('no')],
    [t('details.archiveTimestamp'), signature.archiveTimestamp ? t('yes') : t('no')],
    [
      t('details.revocationSource'),
      signature.revocationSource ? t(`details.source.${signature.revocationSource}`) : '—',
    ],
    ...(certificate
      ? ([
          [t('details.subject'), certificate.subject],
          [t('details.issuer'), certificate.issuer],
          [t('details.serial'), certificate.serialNumber],
          [t('details.validity'), `${date(certificate.notBefore)} – ${date(certificate.notAfter)}`],
          [t('details.fingerprint'), certificate.sha256],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <Box as="section" borderWidth="1px" rounded="lg" p={{ base: 4, md: 5 }} aria-label={title}>
      <Stack gap="3">
        <Stack direction="row" gap="3" align="center" flexWrap="wrap">
          <Heading as="h3" size="md" wordBreak="break-word">
            {title}
          </Heading>
          <Badge colorPalette={VERDICT_PALETTE[signature.verdict]} size="lg">
            {t(`verdict.${signature.verdict}`)}
          </Badge>
        </Stack>
        {signature.signerEmail && (
          <Text color="fg.muted" overflowWrap="anywhere">
            {signature.signerEmail}
          </Text>
        )}
        <List.Root gap="1" ps="5">
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
        <Box as="details">
          <Box as="summary" cursor="pointer" fontWeight="medium">
            {t('details.title')}
          </Box>
          <Box
            as="dl"
            mt="2"
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: '14rem 1fr' }}
            gap="1"
          >
            {details.map(([label, value]) => (
              <Box key={label} display="contents">
                <Box as="dt" color="fg.muted">
                  {label}
                </Box>
                <Box as="dd" overflowWrap="anywhere" mb={{ base: 2, md: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}

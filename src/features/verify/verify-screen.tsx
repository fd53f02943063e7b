// /verify: anyone drops a signed PDF and reads, per signature, whether it is valid and why, in
// words a non-expert understands (technical details folded away). The QR code of a visual
// signature opens this page with `?document=<id>`: the page says which document it expects.
import { Alert, Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useVerifyPdfSignatures } from '@generated/api/verification/verification';
import type { VerificationReport } from '@generated/model/verificationReport';
import { useTranslation } from 'react-i18next';
import { SignatureCard } from './signature-card';
import { verifyErrorKey } from './verify-error';
import { PdfDropZone } from '@/components/pdf-drop-zone';

const SUMMARY_STATUS = {
  valid: 'success',
  invalid: 'error',
  indeterminate: 'warning',
  unsigned: 'info',
} as const;

export function VerifyScreen({ expectedDocument }: { expectedDocument?: string }) {
  const { t } = useTranslation('verify');
  const verification = useVerifyPdfSignatures();
  const check = (file: File) =>
    verification.mutate({
      data: { file, ...(expectedDocument ? { document: expectedDocument } : {}) },
    });
  const report = verification.data?.data;
  return (
    <Stack gap="6" maxW="4xl" mx="auto" w="full" px={{ base: 4, md: 6 }} py="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text>{t('intro')}</Text>
      </Stack>
      {expectedDocument && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description overflowWrap="anywhere">
            {t('expected', { id: expectedDocument })}
          </Alert.Description>
        </Alert.Root>
      )}
      <PdfDropZone
        texts={{ drop: t('drop'), hint: t('private'), choose: t('choose') }}
        disabled={verification.isPending}
        onFiles={([file]) => check(file)}
      />
      {verification.isPending && (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner size="sm" />
          <Text>{t('checking')}</Text>
        </Stack>
      )}
      {verification.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t(`errors.${verifyErrorKey(verification.error)}`)}</Alert.Description>
        </Alert.Root>
      )}
      {!verification.isPending && !verification.isError && !report && (
        <Box borderWidth="1px" rounded="lg" p="5" textAlign="center" color="fg.muted">
          {t('empty')}
        </Box>
      )}
      {report && !verification.isPending && <Report report={report} onAgain={verification.reset} />}
    </Stack>
  );
}

function Report({ report, onAgain }: { report: VerificationReport; onAgain: () => void }) {
  const { t } = useTranslation('verify');
  const counts = {
    total: report.signatures.length,
    valid: report.signatures.filter((s) => s.verdict === 'valid').length,
    // Valid although revoked: the summary says so, not only the signature's card.
    revokedAfter: report.signatures.filter((s) => s.revokedAfterSigning).length,
  };
  return (
    <Stack gap="4" as="section" aria-labelledby="verify-result">
      <Alert.Root status={SUMMARY_STATUS[report.verdict]}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Heading as="h2" size="lg" id="verify-result">
              {t(`summary.${report.verdict}.title`)}
            </Heading>
          </Alert.Title>
          <Alert.Description>
            {t(`summary.${report.verdict}.text`, { count: counts.total, valid: counts.valid })}
            {counts.revokedAfter > 0 &&
              ` ${t('summary.revokedAfter', { count: counts.revokedAfter })}`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text color="fg.muted" overflowWrap="anywhere">
        {t('file', { name: report.fileName ?? '—', sha256: report.sha256 })}
      </Text>
      {report.signatures.map((signature) => (
        <SignatureCard key={signature.index} signature={signature} />
      ))}
      <Box>
        <Button variant="outline" onClick={onAgain}>
          {t('again')}
        </Button>
      </Box>
    </Stack>
  );
}

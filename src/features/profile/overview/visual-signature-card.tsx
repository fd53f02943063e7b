// Your visual signature: the default one as it appears on documents (its uploaded image, or its
// texts drawn in a 300x140 frame as the product draws them), or what to do when there is none.
import { Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import type { VisualSignature } from '@generated/model/visualSignature';
import type { VisualSignatureList } from '@generated/model/visualSignatureList';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';

function SignaturePreview({ signature }: { signature: VisualSignature }) {
  const { t } = useTranslation('profile-screens');
  // An image that cannot be loaded falls back to the drawn texts instead of a broken picture.
  const [imageFailed, setImageFailed] = useState(false);
  const label = t('overview.signature.previewLabel', { name: signature.name });
  if (signature.hasCustomImage && signature.image && !imageFailed) {
    return (
      <Image
        src={signature.image}
        alt={label}
        maxW="300px"
        w="full"
        borderWidth="1px"
        rounded="md"
        onError={() => setImageFailed(true)}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={label}
      w="full"
      maxW="300px"
      aspectRatio={300 / 140}
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
      bg="white"
      p="3"
    >
      <Stack gap="0">
        <Text fontFamily="cursive" fontSize="2xl" lineClamp={1}>
          {signature.name}
        </Text>
        {(signature.optionalLine ?? signature.company) && (
          <Text fontSize="sm" lineClamp={1}>
            {signature.optionalLine ?? signature.company}
          </Text>
        )}
        {signature.location && (
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {signature.location}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

export function VisualSignatureCard({ list }: { list: VisualSignatureList }) {
  const { t } = useTranslation('profile-screens');
  const shown =
    list.defaultSignature ?? list.signatures.find((s) => s.default) ?? list.signatures[0];
  return (
    <SectionCard
      title={t('overview.signature.title')}
      testId="profile-visual-signature"
      actions={
        <Button asChild size="sm" variant="outline">
          <Link to="/profile/visual-signature">
            {t(shown ? 'overview.signature.edit' : 'overview.signature.create')}
          </Link>
        </Button>
      }
    >
      {shown ? (
        <>
          <SignaturePreview signature={shown} />
          <Text color="fg.muted">
            {t('overview.signature.count', { count: list.signatures.length })}
          </Text>
        </>
      ) : (
        <Text>{t('overview.signature.empty')}</Text>
      )}
    </SectionCard>
  );
}

// How a saved visual signature looks: its uploaded image, or the server's rendering of its texts.
import { Box, Image, Skeleton, Text } from '@chakra-ui/react';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SIZE, valuesOf, toPreview } from './signature-values';
import { useSignaturePreview } from './use-signature-preview';

export function PreviewFrame({
  url,
  alt,
  failed,
}: {
  url: string | undefined;
  alt: string;
  failed?: boolean;
}) {
  const { t } = useTranslation('visual-signatures');
  return (
    <Box
      bg="white"
      borderWidth="1px"
      rounded="md"
      w="full"
      maxW={`${DEFAULT_SIZE.width}px`}
      style={{ aspectRatio: `${DEFAULT_SIZE.width} / ${DEFAULT_SIZE.height}` }}
      display="flex"
      alignItems="center"
      justifyContent="center"
      overflow="hidden"
    >
      {url ? (
        <Image
          src={url}
          alt={alt}
          w="full"
          h="full"
          objectFit="contain"
          data-testid="signature-image"
        />
      ) : failed ? (
        <Text fontSize="sm" color="fg.muted" px="3" textAlign="center">
          {t('preview.failed')}
        </Text>
      ) : (
        <Skeleton w="full" h="full" />
      )}
    </Box>
  );
}

/**
 * The custom image's address when a browser can load it. The reference server answers a data:
 * URI; the contract's examples (the mock) use the reserved `.example` domain (RFC 2606), which
 * never resolves and would only log a failed request.
 */
export function loadableImage(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, window.location.href).hostname.endsWith('.example') ? undefined : url;
  } catch {
    return undefined;
  }
}

export function SignatureImage({ signature }: { signature: VisualSignature }) {
  const custom = signature.hasCustomImage ? loadableImage(signature.image) : undefined;
  const preview = useSignaturePreview(custom ? undefined : toPreview(valuesOf(signature)));
  return (
    <PreviewFrame
      url={custom ?? preview.url}
      alt={signature.alias || signature.name}
      failed={preview.failed}
    />
  );
}

// The request's documents through the shared viewer, with the boxes where the direct signer's
// signature goes marked on their pages.
import { Heading, Stack } from '@chakra-ui/react';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentViewer } from '@/components/document-viewer/document-viewer';
import type { PageMarker } from '@/components/document-viewer/viewer-types';
import { directPageLoader } from './direct-page-loader';

export function signatureMarkers(
  signature: Signature | undefined,
  documentId: string,
  label?: string,
): PageMarker[] {
  return (signature?.documentSignatures ?? [])
    .filter((placement) => placement.documentId === documentId)
    .map((placement, index) => ({ id: `${signature?.id}-${index}`, label, ...placement }));
}

export function DirectDocuments({
  request,
  mine,
}: {
  request: SignatureRequest;
  mine?: Signature;
}) {
  const { t } = useTranslation('direct');
  const loaders = useMemo(
    () =>
      new Map(request.documents.map((document) => [document.id, directPageLoader(document.id)])),
    [request.documents],
  );
  const showMarkers = mine?.status === 'OPEN';
  return (
    <Stack gap="8" data-testid="direct-documents">
      {request.documents.map((document) => (
        <Stack key={document.id} gap="3" align="center">
          <Heading as="h2" size="md" alignSelf="start">
            {document.title ?? document.name}
          </Heading>
          <DocumentViewer
            pageCount={document.pages}
            pageSizes={document.pageSizes}
            loadPage={loaders.get(document.id)!}
            markers={
              showMarkers ? signatureMarkers(mine, document.id, t('documents.yourSignature')) : []
            }
          />
        </Stack>
      ))}
    </Stack>
  );
}

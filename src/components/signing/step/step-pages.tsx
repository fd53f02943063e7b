// The pages of the signing step: every document of the request with the signer's own fields
// highlighted, and a guide that visits them in order ("Field 1 of 2", previous / next field); the
// field being visited is drawn stronger and scrolled into the middle of the view. The pages come
// through `pageLoader`, so account holders and direct-link signers see them the same way.
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Document } from '@generated/model/document';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentViewer } from '@/components/document-viewer/document-viewer';
import type { LoadPage, PageMarker } from '@/components/document-viewer/viewer-types';
import type { TourField } from './field-tour';

function scrollIntoMiddle(element: Element | null | undefined) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element?.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
}

export function FieldGuide({
  tour,
  current,
  onMove,
}: {
  tour: TourField[];
  current: number;
  onMove: (position: number) => void;
}) {
  const { t } = useTranslation('signing');
  if (tour.length === 0) {
    return (
      <Alert.Root status="info" size="sm" data-testid="field-guide">
        <Alert.Indicator />
        <Alert.Title>{t('step.noFields')}</Alert.Title>
      </Alert.Root>
    );
  }
  const field = tour[current];
  return (
    <HStack
      gap="3"
      wrap="wrap"
      justify="space-between"
      p="3"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.300"
      rounded="md"
      data-testid="field-guide"
    >
      <Stack gap="0" minW="0" flex="1" aria-live="polite">
        <Text fontWeight="semibold" data-testid="field-counter">
          {t('step.fieldOf', { number: field.number, count: tour.length })}
        </Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {t('step.fieldWhere', { document: field.documentName, page: field.page })}
        </Text>
      </Stack>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onMove(current - 1)}
          disabled={current === 0}
        >
          {t('step.previousField')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="orange"
          onClick={() => onMove(current + 1)}
          disabled={current === tour.length - 1}
        >
          {t('step.nextField')}
        </Button>
      </HStack>
    </HStack>
  );
}

export function StepPages({
  request,
  tour,
  current,
  pageLoader,
}: {
  request: Pick<SignatureRequest, 'documents'>;
  tour: TourField[];
  current: number;
  pageLoader: (document: Document) => LoadPage;
}) {
  const { t } = useTranslation('signing');
  const pages = useRef<HTMLDivElement>(null);
  const loaders = useMemo(
    () => new Map(request.documents.map((document) => [document.id, pageLoader(document)])),
    [request.documents, pageLoader],
  );
  const currentKey = tour[current]?.key;
  useEffect(() => {
    if (!currentKey) return;
    scrollIntoMiddle(pages.current?.querySelector(`[data-marker="${currentKey}"]`));
  }, [currentKey]);
  const markersOf = (documentId: string): PageMarker[] =>
    tour
      .filter((field) => field.documentId === documentId)
      .map((field) => ({
        id: field.key,
        page: field.page,
        x: field.x,
        y: field.y,
        width: field.width,
        height: field.height,
        tone: 'own',
        current: field.key === currentKey,
        label:
          field.key === currentKey
            ? t('step.signHere')
            : t('step.fieldLabel', { number: field.number }),
        name: t('step.fieldName', { number: field.number, count: tour.length, page: field.page }),
      }));
  return (
    <Stack gap="6" ref={pages} data-testid="step-pages">
      {request.documents.map((document) => (
        <Stack
          key={document.id}
          gap="3"
          align="center"
          as="section"
          aria-label={document.title || document.name}
        >
          {/* The document's name as a caption, not a heading: the section carries it as its name,
              and the step's headings stay those of its panel (level, signature, seal). */}
          <Text fontWeight="semibold" alignSelf="start" wordBreak="break-word">
            {document.title || document.name}
          </Text>
          <DocumentViewer
            pageCount={document.pages}
            pageSizes={document.pageSizes}
            loadPage={loaders.get(document.id)!}
            markers={markersOf(document.id)}
          />
        </Stack>
      ))}
    </Stack>
  );
}

// The signing step's pages: the guide through the signer's own fields above the documents' pages,
// which scroll in a window of their own.
import { Stack } from '@chakra-ui/react';
import type { Document } from '@generated/model/document';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useTranslation } from 'react-i18next';
import type { LoadPage } from '@/components/document-viewer/viewer-types';
import { fieldAt, type TourField } from './field-tour';
import { FieldGuide, StepPages } from './step-pages';

export interface StepPagesPaneProps {
  request: Pick<SignatureRequest, 'documents'>;
  tour: TourField[];
  /** The position in the tour of the field visited. */
  current: number;
  onVisit: (current: number) => void;
  pageLoader: (document: Document) => LoadPage;
}

export function StepPagesPane({ request, tour, current, onVisit, pageLoader }: StepPagesPaneProps) {
  const { t } = useTranslation('signing');
  return (
    <Stack gap="3" minH={{ base: 'auto', lg: '0' }} minW="0">
      <FieldGuide
        tour={tour}
        current={current}
        onMove={(position) => onVisit(fieldAt(position, tour.length))}
      />
      <Stack
        overflowY="auto"
        // A phone's own window onto the pages, with the rest of the step below it.
        h={{ base: '55dvh', lg: 'auto' }}
        flex={{ base: 'none', lg: '1' }}
        minH="0"
        p="1"
        bg="gray.50"
        rounded="md"
        // A scrolling region is reached by the keyboard too (axe scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={t('step.pagesLabel')}
      >
        <StepPages request={request} tour={tour} current={current} pageLoader={pageLoader} />
      </Stack>
    </Stack>
  );
}

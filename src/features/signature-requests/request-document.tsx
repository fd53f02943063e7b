// One document of a request: its name and downloads, and its pages (shown on demand). In a draft
// the pages are the placement editor: a click on a page or "Add signature field" adds a field for
// the next signer, and the fields are dragged, resized, moved by keys and removed on the page.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { Document } from '@generated/model/document';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentPageLoader } from '@/components/document-viewer/document-page-loader';
import { DocumentViewer } from '@/components/document-viewer/document-viewer';
import type {
  MarkerEditing,
  PageMarker,
  PagePoint,
} from '@/components/document-viewer/viewer-types';
import { downloadOriginal, downloadSigned } from './downloads';
import { useDownload } from './use-download';

export function RequestDocument({
  document,
  initiallyOpen,
  markers,
  onPlace,
  editing,
  onAddField,
}: {
  document: Document;
  initiallyOpen: boolean;
  markers: PageMarker[];
  onPlace?: (point: PagePoint) => void;
  editing?: MarkerEditing;
  onAddField?: () => void;
}) {
  const { t } = useTranslation('requests');
  const [open, setOpen] = useState(initiallyOpen);
  const download = useDownload();
  // A new version (a signature was applied) has new page images.
  const { id, version } = document;
  const loadPage = useMemo(() => documentPageLoader(id, version), [id, version]);
  return (
    <Card.Root variant="outline" data-testid="request-document">
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" truncate>
                {document.title || document.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('documents.pages', { count: document.pages })}
                {document.signed && ` · ${t('documents.signed')}`}
              </Text>
            </Stack>
            <HStack gap="2" wrap="wrap">
              {onAddField && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => {
                    setOpen(true);
                    onAddField();
                  }}
                  data-testid="add-field"
                >
                  {t('documents.addField')}
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => setOpen(!open)}>
                {open ? t('documents.hidePages') : t('documents.showPages')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={download.busy === 'original'}
                onClick={() => download.run('original', () => downloadOriginal(document))}
              >
                {t('documents.downloadOriginal')}
              </Button>
              {document.signed && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  loading={download.busy === 'signed'}
                  onClick={() => download.run('signed', () => downloadSigned(document))}
                  data-testid="download-signed"
                >
                  {t('documents.downloadSigned')}
                </Button>
              )}
            </HStack>
          </HStack>
          {open && (
            <DocumentViewer
              pageCount={document.pages}
              pageSizes={document.pageSizes}
              loadPage={loadPage}
              markers={markers}
              onPageClick={onPlace}
              editing={editing}
              hint={onPlace ? t('documents.placeHint') : undefined}
            />
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

// /view/{srid}: a signature request with its documents (pages as images), its signers and the
// actions its status allows (docs/product.md#states). Signing itself is passed in by the route (the signing
// feature owns it), so this screen only decides when the button shows.
import { Card, Grid, HStack, Stack } from '@chakra-ui/react';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { RequestDetailsForm } from './request-details-form';
import { requestQuery } from './request-query';
import { RequestDocument } from './request-document';
import { RequestEvents } from './request-events';
import { RequestOverview } from './request-overview';
import { ownSignature, requestActions, type Viewer } from './request-permissions';
import { RequestSigners } from './request-signers';
import { RequestToolbar } from './request-toolbar';
import { RequestVerifyNotice } from './request-verify-notice';
import { RequestWorkflow } from './request-workflow';
import { signatureMarkers } from './signature-markers';
import {
  addDefaultField,
  addFieldAt,
  changeField,
  fieldPlacements,
  overlappingKeys,
  removeField,
  tooSmallKeys,
  type Field,
} from './placement-fields';
import { PAGE_MARGIN, placementsFor, takenPlacements } from './signature-placement';
import { RequestStatusBadge } from './status-badge';
import { useDraftCommands } from './use-draft-commands';
import { useOpenCommands } from './use-open-commands';

export function RequestScreen({
  requestId,
  viewer,
  onSign,
  onSignIntent,
  onDeleted,
  notice,
}: {
  requestId: string;
  /** Who is looking: decides what they may do (sender, signer or both). */
  viewer: Viewer;
  onSign?: (request: SignatureRequest) => void;
  /** The viewer reaches for "Sign": the signing step's code may start loading. */
  onSignIntent?: () => void;
  onDeleted: () => void;
  /** Shown under the toolbar, e.g. the exit redirect's countdown after signing. */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('requests');
  const { data } = useSuspenseQuery(requestQuery(requestId));
  const request = data.data;
  const actions = requestActions(request, viewer);
  const own = ownSignature(request, viewer);
  const draft = useDraftCommands(request, onDeleted);
  const open = useOpenCommands(request);
  // The fields placed for the next signer; only a draft's sender edits them, so nothing of them
  // is drawn once the request is sent.
  const [fields, setFields] = useState<Field[]>([]);
  const taken = takenPlacements(request.signatures);
  const clashes = overlappingKeys(fields, taken);
  const small = tooSmallKeys(fields);
  const problems = new Map([
    ...[...small].map((key) => [key, 'tooSmall'] as const),
    ...[...clashes].map((key) => [key, 'overlap'] as const),
  ]);
  // The server refuses overlapping fields (422 placement_overlap) and fields under 40 x 20 points
  // (422 placement_too_small): say so instead of sending.
  const checked = (add: () => void) => () => {
    if (clashes.size > 0) showSnackbar({ message: t('signers.overlap'), color: 'error' });
    else if (small.size > 0) showSnackbar({ message: t('signers.tooSmall'), color: 'error' });
    else add();
  };
  const placements = () => placementsFor(request.documents, fieldPlacements(fields), taken);
  const editing = actions.addSigner
    ? {
        // No ratio: a field may take any shape (the server scales the visual signature into
        // it); a new field still starts in the visual signature's natural shape.
        snapMargin: PAGE_MARGIN,
        onChange: (key: string, box: { x: number; y: number; width: number; height: number }) =>
          setFields((now) => changeField(now, request.documents, key, box)),
        onRemove: (key: string) => setFields((now) => removeField(now, key)),
      }
    : undefined;
  return (
    <ScreenFrame
      title={request.title}
      actions={
        <HStack>
          <RequestStatusBadge status={request.statusOverall} />
        </HStack>
      }
    >
      <RequestOverview request={request} />
      <RequestToolbar
        request={request}
        actions={actions}
        handlers={{
          onSign: onSign && (() => onSign(request)),
          onSignIntent,
          onDecline: open.openDecline,
          onSend: draft.send,
          sending: draft.sending,
          onRemind: open.remind,
          reminding: open.reminding,
          onWithdraw: open.openWithdraw,
          onDelete: draft.openDelete,
        }}
      />
      {notice}
      <RequestVerifyNotice request={request} />
      {/* minmax(0, …): a column as wide as the screen, never as its widest content (a bare 1fr
          made the phone's single column 410 px wide on a 390 px screen). */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
        gap="6"
      >
        <Stack gap="4" minW="0">
          {request.documents.map((document, index) => (
            <RequestDocument
              key={document.id}
              document={document}
              initiallyOpen={index === 0}
              markers={signatureMarkers(
                document,
                request.signatures,
                editing && {
                  fields,
                  label: t('signers.nextSigner'),
                  invalid: problems,
                },
                own?.id,
              )}
              editing={editing}
              onPlace={
                editing
                  ? (point) => setFields((now) => addFieldAt(now, document, point))
                  : undefined
              }
              onAddField={
                editing
                  ? () => setFields((now) => addDefaultField(now, document, taken))
                  : undefined
              }
            />
          ))}
        </Stack>
        <Stack gap="4" minW="0">
          <RequestSigners
            signatures={request.signatures}
            requestStatus={request.statusOverall}
            ownId={own?.id}
            placing={fields.length}
            onAdd={
              actions.addSigner
                ? checked(() => draft.openAddSigner(placements(), () => setFields([])))
                : undefined
            }
            onAddSelf={
              actions.addSelf
                ? checked(
                    () => void draft.addSelf(viewer.email, placements()).then(() => setFields([])),
                  )
                : undefined
            }
            onRemove={actions.removeSigner ? draft.openRemoveSigner : undefined}
          />
          <RequestWorkflow
            request={request}
            onSave={actions.edit ? draft.saveWorkflow : undefined}
            saving={draft.saving}
          />
          {actions.edit && (
            <Card.Root variant="outline">
              <Card.Body>
                <RequestDetailsForm request={request} saving={draft.saving} onSave={draft.save} />
              </Card.Body>
            </Card.Root>
          )}
          <RequestEvents requestId={request.id} />
        </Stack>
      </Grid>
    </ScreenFrame>
  );
}

export default RequestScreen;

// /view/{srid}: a signature request with its documents (pages as images), its signers and the
// actions its status allows (seed 000 §4). Signing itself is passed in by the route (the signing
// feature owns it), so this screen only decides when the button shows.
import { Card, Grid, HStack, Stack } from '@chakra-ui/react';
import {
  getGetSignatureRequestQueryOptions,
  type getSignatureRequest,
} from '@generated/api/signature-requests/signature-requests';
import type { SignatureCreateDocumentSignaturesItem } from '@generated/model/signatureCreateDocumentSignaturesItem';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { RequestDetailsForm } from './request-details-form';
import { RequestDocument } from './request-document';
import { RequestEvents } from './request-events';
import { RequestOverview } from './request-overview';
import { ownSignature, requestActions, type Viewer } from './request-permissions';
import { RequestSigners } from './request-signers';
import { RequestToolbar } from './request-toolbar';
import { signatureMarkers } from './signature-markers';
import { placementAt, placementsFor } from './signature-placement';
import { RequestStatusBadge } from './status-badge';
import { useDraftCommands } from './use-draft-commands';
import { useOpenCommands } from './use-open-commands';

/** While others may still sign, the request is fetched again now and then. */
export const OPEN_REFRESH_MS = 15_000;

type RequestAnswer = Awaited<ReturnType<typeof getSignatureRequest>>;

export function requestQuery(requestId: string) {
  return {
    ...getGetSignatureRequestQueryOptions(requestId),
    refetchInterval: (query: { state: { data?: RequestAnswer } }) =>
      query.state.data?.data.statusOverall === 'OPEN' ? OPEN_REFRESH_MS : false,
  } as UseSuspenseQueryOptions<RequestAnswer>;
}

type Placement = SignatureCreateDocumentSignaturesItem;

export function RequestScreen({
  requestId,
  viewer,
  onSign,
  onDeleted,
}: {
  requestId: string;
  /** Who is looking: decides what they may do (sender, signer or both). */
  viewer: Viewer;
  onSign?: (request: SignatureRequest) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('requests');
  const { data } = useSuspenseQuery(requestQuery(requestId));
  const request = data.data;
  const actions = requestActions(request, viewer);
  const own = ownSignature(request, viewer);
  const draft = useDraftCommands(request, onDeleted);
  const open = useOpenCommands(request);
  const [chosen, setChosen] = useState<Record<string, Placement | undefined>>({});
  const placements = () => placementsFor(request.documents, chosen, request.signatures.length);
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
          onDecline: open.openDecline,
          onSend: draft.send,
          sending: draft.sending,
          onRemind: open.remind,
          reminding: open.reminding,
          onWithdraw: open.openWithdraw,
          onDelete: draft.openDelete,
        }}
      />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6">
        <Stack gap="4" minW="0">
          {request.documents.map((document, index) => (
            <RequestDocument
              key={document.id}
              document={document}
              initiallyOpen={index === 0}
              markers={signatureMarkers(
                document,
                request.signatures,
                chosen[document.id] && {
                  placement: chosen[document.id]!,
                  label: t('signers.nextSigner'),
                },
              )}
              onPlace={
                actions.addSigner
                  ? (point) => setChosen({ ...chosen, [document.id]: placementAt(document, point) })
                  : undefined
              }
            />
          ))}
        </Stack>
        <Stack gap="4">
          <RequestSigners
            signatures={request.signatures}
            ownId={own?.id}
            placing={Object.values(chosen).some(Boolean)}
            onAdd={
              actions.addSigner
                ? () => draft.openAddSigner(placements(), () => setChosen({}))
                : undefined
            }
            onAddSelf={
              actions.addSelf
                ? () => void draft.addSelf(viewer.email, placements()).then(() => setChosen({}))
                : undefined
            }
            onRemove={actions.removeSigner ? draft.openRemoveSigner : undefined}
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

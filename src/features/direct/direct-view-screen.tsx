// Read-only screens of a direct link (role nas): /view/<id>/<userid> and the preview of
// /direct-sign/<id>/<userid>/preview (with the request's history and a way back to signing).
import { Box, Button, Grid, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { DirectDocuments } from './direct-documents';
import { useDirectRequest } from './direct-queries';
import { directSignState, mySignature } from './my-signature';
import { RequestEvents } from './request-events';
import { RequestHeader } from './request-header';
import { SignStateAlert } from './sign-state-alert';
import { SignerList } from './signer-list';

export function DirectViewScreen({
  id,
  userid,
  preview = false,
}: {
  id: string;
  userid: string;
  /** The preview of the signing page: history and the way back to signing. */
  preview?: boolean;
}) {
  const { t } = useTranslation('direct');
  const { request, user } = useDirectRequest(id);
  const mine = mySignature(request, user.email);
  const state = directSignState(request, user.email);
  return (
    <ScreenFrame
      title={request.title}
      actions={
        preview &&
        state === 'can-sign' && (
          <Button asChild colorPalette="brand">
            <Link to="/direct-sign/$id/$userid" params={{ id, userid }}>
              {t('actions.toSigning')}
            </Link>
          </Button>
        )
      }
    >
      <SignStateAlert state={state} />
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }}
        gap="8"
        alignItems="start"
      >
        <Box order={{ base: 2, lg: 1 }}>
          <DirectDocuments request={request} />
        </Box>
        <Stack gap="5" order={{ base: 1, lg: 2 }}>
          <RequestHeader request={request} />
          <SignerList signatures={request.signatures} mine={mine?.id} />
          {preview && <RequestEvents id={id} />}
        </Stack>
      </Grid>
    </ScreenFrame>
  );
}

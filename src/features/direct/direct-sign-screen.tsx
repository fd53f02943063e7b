// /direct-sign/<id>/<userid>: the signer of a direct link (role nas, no account) reads the
// request and its documents, then signs — through the signing step every signer goes through
// — or declines; the exit redirect follows (docs/product.md#states-exit-redirect).
import { Box, Button, Grid, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ExitCountdown } from '@/components/shell/exit-countdown';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { intentProps } from '@/lib/load-on-intent';
import { LazyStepUpForm } from '@/components/signing/lazy-step-up-form';
import { DirectIdentificationNotice } from '@/components/signing/direct-identification-notice';
import { DirectDocuments } from './direct-documents';
import { useDirectRequest } from './direct-queries';
import { directSignState, mySignature } from './my-signature';
import { RequestHeader } from './request-header';
import { SignStateAlert } from './sign-state-alert';
import { SignerList } from './signer-list';
import { LazyDirectSigningStage } from './lazy-direct-signing-stage';
import { useDirectSignActions } from './use-direct-sign-actions';

/** The signer's name as a typed signature starts (the name on the request, else the e-mail's). */
const nameOf = (signature: { name?: string | null } | undefined, email: string) =>
  signature?.name?.trim() || email.split('@')[0];

export function DirectSignScreen({ id, userid }: { id: string; userid: string }) {
  const { t } = useTranslation('direct');
  const { request, user } = useDirectRequest(id);
  const actions = useDirectSignActions(request, user);
  const mine = mySignature(request, user.email);
  const state = directSignState(request, user.email);
  return (
    <ScreenFrame
      title={request.title}
      actions={
        state === 'can-sign' && (
          <HStack gap="3">
            <Button variant="outline" colorPalette="red" onClick={actions.decline}>
              {t('actions.decline')}
            </Button>
            <Button
              colorPalette="brand"
              onClick={actions.sign}
              // The signing step loads on the way to "Sign"; a qualified signature asks for a
              // second step after it, whose form loads then too.
              {...intentProps(() => {
                LazyDirectSigningStage.preload();
                if (mine?.quality === 'qes') LazyStepUpForm.preload();
              })}
              data-testid="direct-sign"
            >
              {t('actions.sign')}
            </Button>
          </HStack>
        )
      }
    >
      {actions.exit && <ExitCountdown key={actions.exit.url} redirect={actions.exit} />}
      {actions.review && mine && (
        <LazyDirectSigningStage
          request={request}
          own={mine}
          defaultName={nameOf(mine, user.email)}
          busy={actions.review.busy}
          onCancel={actions.review.cancel}
          onSign={actions.review.confirm}
        />
      )}
      {actions.stepUp && (
        <LazyStepUpForm
          key={actions.stepUp.swisscom.expiresAt}
          mobileHint={actions.stepUp.swisscom.mobileHint}
          expiresAt={actions.stepUp.swisscom.expiresAt}
          passwordHint={t('stepUpPassword')}
          busy={actions.stepUp.busy}
          problem={actions.stepUp.problem}
          onSubmit={actions.stepUp.submit}
          onNewCode={actions.stepUp.newCode}
          onCancel={actions.stepUp.cancel}
        />
      )}
      <SignStateAlert state={state} />
      {state === 'can-sign' && (
        <DirectIdentificationNotice quality={mine?.quality} legislation={mine?.legislation} />
      )}
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }}
        gap="8"
        alignItems="start"
      >
        <Box order={{ base: 2, lg: 1 }}>
          <DirectDocuments request={request} mine={mine} />
        </Box>
        <Stack gap="5" order={{ base: 1, lg: 2 }}>
          <RequestHeader request={request} />
          <SignerList signatures={request.signatures} mine={mine?.id} />
          <ChakraLink asChild colorPalette="brand" fontSize="sm">
            <Link to="/direct-sign/$id/$userid/preview" params={{ id, userid }}>
              {t('actions.preview')}
            </Link>
          </ChakraLink>
        </Stack>
      </Grid>
    </ScreenFrame>
  );
}

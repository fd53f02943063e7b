// /direct-sign/identification/eidas/video: default layout, role nas; the video identification of the direct signer under eidas: what happens, whether it is offered, its status and its start.
import { createFileRoute } from '@tanstack/react-router';
import { IdentificationMethodScreen } from '@/features/identification/identification-method-screen';
import { qualitiesQueryOf } from '@/features/identification/identification-mode';
import { guardRoute } from '@/routes/-lib/guard';
import { ensureAll } from '@/routes/-lib/load';

export const Route = createFileRoute('/_default/direct-sign/identification/eidas/video')({
  staticData: { title: 'eidasVideo' },
  beforeLoad: (args) => guardRoute('/direct-sign/identification/eidas/video', args),
  loader: async ({ context, location }) => {
    await ensureAll(context.queryClient, [qualitiesQueryOf('direct')], location.pathname);
    return {};
  },
  component: () => (
    <IdentificationMethodScreen
      legislation="eidas"
      method="video"
      titleKey="eidasVideo"
      mode="direct"
    />
  ),
});

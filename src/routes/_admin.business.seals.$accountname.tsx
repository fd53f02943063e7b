// Admin layout, role admin; one seal — display name, image, members
// (src/features/business/seal-screen.tsx).
import { createFileRoute } from '@tanstack/react-router';
import { SealScreen } from '@/features/business/seal-screen';
import { isValidId } from '@/lib/navigation/valid-id';
import { guardRoute } from '@/routes/-lib/guard';
import { businessId } from '@/routes/-lib/load';

export const Route = createFileRoute('/_admin/business/seals/$accountname')({
  beforeLoad: (args) =>
    guardRoute(args, (params) => ({
      valid: isValidId(params.accountname),
    })),
  loader: async ({ context }) => ({ id: await businessId(context.queryClient) }),
  component: Screen,
});

function Screen() {
  const { id } = Route.useLoaderData();
  const { accountname } = Route.useParams();
  return <SealScreen businessId={id} sealName={accountname} />;
}

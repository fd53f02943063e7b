// Main layout, roles user ("Redirected to / for users on the new free plan", applied by
// the guard). The screen uploads PDFs, creates a draft request and opens it.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UploadScreen } from '@/features/documents/upload-screen';
import { guardRoute } from '@/routes/-lib/guard';

export const Route = createFileRoute('/_main/upload')({
  beforeLoad: (args) => guardRoute(args),
  component: Upload,
});

function Upload() {
  const navigate = useNavigate();
  return (
    <UploadScreen onCreated={(srid) => void navigate({ to: '/view/$srid', params: { srid } })} />
  );
}

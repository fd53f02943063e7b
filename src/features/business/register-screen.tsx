// /business/register: a signed-in user without a business creates one (POST /v2/businesses,
// snake_case body) and becomes its first admin; the app then opens the business's welcome page.
// A visitor who described the business during sign-up finds the details filled in. The marketing
// form service, when one is configured, learns of the new business (a failure is only logged).
import { createBusiness } from '@generated/api/business/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { marketingFormEndpoint, submitMarketingForm } from '@/lib/integrations/referral';
import { refreshSession } from './business-data';
import { BusinessCard, BusinessPage } from './business-page';
import {
  businessCreateBody,
  businessLeadFields,
  clearBusinessDraft,
  readBusinessDraft,
  type BusinessDraft,
} from './business-draft';
import { BusinessForm } from './business-form';

export function RegisterScreen() {
  const { t } = useTranslation(['business', 'routes']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const draft = readBusinessDraft();
  const create = useMutation({
    mutationFn: (next: BusinessDraft) => createBusiness(businessCreateBody(next)),
    onSuccess: async (_answer, next) => {
      void submitMarketingForm(marketingFormEndpoint(import.meta.env), businessLeadFields(next));
      clearBusinessDraft();
      await refreshSession(queryClient);
      await navigate({ to: '/business/welcome' });
    },
  });
  return (
    <BusinessPage
      title={t('routes:register')}
      lead={draft ? t('register.leadDraft') : t('register.lead')}
    >
      <BusinessCard title={t('register.title')} text={t('register.text')}>
        <BusinessForm
          initial={draft}
          submitLabel={t('register.submit')}
          pending={create.isPending}
          serverError={create.error}
          onSubmit={(next) => create.mutate(next)}
        />
      </BusinessCard>
    </BusinessPage>
  );
}

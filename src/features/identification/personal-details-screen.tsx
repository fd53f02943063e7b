// /profile/signature-standards/zertes/personal-details and
// /direct-sign/identification/zertes/personal-details: the zertes personal-details step (
// docs/product.md#screens) before an identification — the names as on the ID document and the mobile number for
// the one-time codes; saved, the person goes on to the zertes methods.
import { Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Button, Card } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { personQueryOf, standardsPath, type IdentificationMode } from './identification-mode';
import { PersonalDetailsForm } from './personal-details-form';

export function PersonalDetailsScreen({ mode = 'user' }: { mode?: IdentificationMode }) {
  const { t } = useTranslation(['identification', 'routes']);
  const person = useSuspenseQuery(personQueryOf(mode)).data.data;
  const navigate = useNavigate();
  const methods = standardsPath(mode, 'zertes');
  return (
    <ScreenFrame title={t('routes:personalDetails')}>
      <Card.Root variant="outline" bg="white" maxW="2xl">
        <Card.Body>
          <Text mb="4">{t('personalDetails.intro')}</Text>
          <PersonalDetailsForm
            person={person}
            mode={mode}
            fields="all"
            onSaved={() => void navigate({ to: methods })}
            extraAction={
              <Button asChild variant="ghost">
                <RouterLink to={methods}>{t('personalDetails.toMethods')}</RouterLink>
              </Button>
            }
          />
        </Card.Body>
      </Card.Root>
    </ScreenFrame>
  );
}

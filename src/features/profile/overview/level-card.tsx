// Your signature level (seed 000 §4 "Highest signature quality of a user") with the way to raise
// it: the signature standards page, where identification happens.
import { Badge, Button, Text } from '@chakra-ui/react';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';

const LEVEL_TOKEN: Record<string, string | undefined> = {
  ses: 'level.ses',
  aes: 'level.aes',
  qes: 'level.qes',
};

export function LevelCard({ detail }: { detail: SignatureQualitiesDetail }) {
  const { t } = useTranslation('profile-screens');
  const level = detail.highestQuality;
  const token = LEVEL_TOKEN[level];
  const canRaise = level !== 'qes';
  return (
    <SectionCard
      title={t('overview.level.title')}
      testId="profile-level"
      actions={
        <Button asChild size="sm" colorPalette="brand" variant={canRaise ? 'solid' : 'outline'}>
          <Link to="/profile/signature-standards">
            {t(canRaise ? 'overview.level.raise' : 'overview.level.details')}
          </Link>
        </Button>
      }
    >
      <Badge
        size="lg"
        bg={token ?? 'gray.100'}
        color={token ? 'white' : 'gray.900'}
        data-testid="profile-level-badge"
      >
        {t(`overview.level.levels.${level}`)}
      </Badge>
      <Text>{t(`overview.level.explain.${level}`)}</Text>
      {detail.identificationOngoing && <Text color="fg.muted">{t('overview.level.ongoing')}</Text>}
    </SectionCard>
  );
}

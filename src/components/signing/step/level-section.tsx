// "Signature level" in the signing step: the level the sender asked (quality and legislation),
// or a choice among the levels the signer holds at or above it (account holders, GET
// /v3/user/signature-qualities-detail), and, when the signer cannot sign at the level yet, why
// and where to get identified (`identify`: the profile's signature standards for an account, the
// direct identification screens for a direct-link signer).
import { Alert, Badge, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import type { Signature } from '@generated/model/signature';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { optionKey, type LevelOption, type ReviewLevel } from './review-model';

/** "qualified electronic signature (QES) under ZertES (Switzerland)", as the consent says it. */
export function useLevelName() {
  const { t } = useTranslation('signing');
  return (quality: string, legislations: readonly (Legislation | null | undefined)[]) => {
    const name = t(`level.${quality}`);
    const under = legislations
      .filter((l): l is Legislation => !!l)
      .map((l) => t(`legislation.${l}`))
      .join(' / ');
    return under ? t('level.under', { level: name, legislation: under }) : name;
  };
}

export function LevelSection({
  own,
  options,
  level,
  chosen,
  onChoose,
  busy,
  identify,
  fullLevel,
}: {
  own: Pick<Signature, 'quality' | 'legislation'>;
  options: LevelOption[];
  /** The asked level, judged (available already true while the qualities load). */
  level: ReviewLevel;
  chosen: LevelOption | undefined;
  onChoose: (key: string) => void;
  busy: boolean;
  identify?: ReactNode;
  fullLevel: string;
}) {
  const { t } = useTranslation('signing');
  const levelName = useLevelName();
  const optionName = (option: LevelOption) => levelName(option.quality, [option.legislation]);
  return (
    <Stack gap="2" as="section" aria-labelledby="review-level">
      <Heading as="h3" size="sm" id="review-level">
        {t('review.level')}
      </Heading>
      {options.length > 1 ? (
        <RadioGroup.Root
          value={chosen ? optionKey(chosen) : undefined}
          onValueChange={(details) => details.value && onChoose(details.value)}
          aria-labelledby="review-level"
          disabled={busy}
          data-testid="level-choice"
        >
          <Stack gap="2">
            {options.map((option) => (
              <RadioGroup.Item key={optionKey(option)} value={optionKey(option)}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Badge colorPalette="green" me="2">
                    {t(`level.short.${option.quality}`)}
                  </Badge>
                  {optionName(option)}
                  {option.quality === own.quality &&
                  (option.legislation === (own.legislation ?? null) || !own.legislation)
                    ? ` (${t('review.asked')})`
                    : ''}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Text data-testid="level-asked">
          <Badge colorPalette={level.available ? 'green' : 'orange'} me="2">
            {t(`level.short.${chosen?.quality ?? level.quality}`)}
          </Badge>
          {fullLevel}
        </Text>
      )}
      {options.length > 1 && (
        <Text fontSize="sm" color="fg.muted">
          {t('review.levelHint')}
        </Text>
      )}
      {!level.available && (
        <Alert.Root status="warning" size="sm" data-testid="level-unavailable">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t(`unavailable.${level.reason ?? 'identification_required'}`)}
            </Alert.Title>
            {level.reason !== 'email_not_verified' && identify && (
              <Alert.Description>{identify}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

// A screen made of the route's title and one section per generated query.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuerySection, type SectionSpec } from './query-section';
import { ScreenFrame } from './screen-frame';

export function QueryScreen({
  title,
  sections,
  children,
  actions,
}: {
  title: string;
  sections: SectionSpec[];
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <ScreenFrame title={title} actions={actions}>
      {children}
      {sections.map((section) => (
        <QuerySection key={section.title} {...section} empty={t('empty')} />
      ))}
    </ScreenFrame>
  );
}

// The screen of a route whose own design comes later: the route's title and one section per
// generated query the loader fetched (section titles from the `routes` namespace).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryScreen } from '@/components/shell/frame/query-screen';
import type { SectionSpec } from '@/components/shell/frame/query-section';

export interface RouteSection extends Omit<SectionSpec, 'title'> {
  /** Key under `sections.` in the `routes` namespace. */
  key: string;
}

export function RouteScreen({
  title,
  sections,
  children,
}: {
  title: string;
  sections: RouteSection[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('routes');
  return (
    <QueryScreen
      title={t(title)}
      sections={sections.map(({ key, ...rest }) => ({ ...rest, title: t(`sections.${key}`) }))}
    >
      {children}
    </QueryScreen>
  );
}

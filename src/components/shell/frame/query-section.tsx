// One block of a screen: a heading and the data of one generated query (suspends while loading;
// route loaders have usually fetched it already with ensureQueryData).
import { Card, Heading } from '@chakra-ui/react';
import { useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { DataView } from './data-view';

export interface SectionSpec {
  title: string;
  /** Generated query options (`get<Op>QueryOptions()`); their answer is { data, status, headers }. */
  options: { queryKey: readonly unknown[] };
  /** Narrows what is shown (e.g. the members of a business). */
  pick?: (data: never) => unknown;
}

export function QuerySection({ title, options, pick, empty }: SectionSpec & { empty?: string }) {
  const { data } = useSuspenseQuery(options as UseSuspenseQueryOptions<{ data: unknown }>);
  const shown = pick ? pick(data.data as never) : data.data;
  return (
    <Card.Root variant="outline" data-testid="generic-data-view">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataView data={shown} empty={empty} />
      </Card.Body>
    </Card.Root>
  );
}

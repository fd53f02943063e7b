// What every route receives from the router (src/app/router.tsx creates it).
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
}

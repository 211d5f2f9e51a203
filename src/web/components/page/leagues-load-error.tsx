import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { ErrorState } from '../ui/error-state';

/** A page that needs the league list and could not get it: the reason and a retry (its heading is the page's h1). */
export function LeaguesLoadError({ leagues }: { leagues: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'> }) {
  return (
    <ErrorState
      headingLevel="h1"
      title="We couldn't load the leagues"
      description={errorMessage(leagues.error, 'Please check your connection and try again.')}
      onRetry={() => void leagues.refetch()}
      retrying={leagues.isFetching}
    />
  );
}

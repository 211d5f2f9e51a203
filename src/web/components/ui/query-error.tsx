import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './error-state';
import { errorMessage } from '../../lib/api';

/** A query that failed (a card's data, a tab's list): what could not be loaded, the server's words, and Try again. */
export function QueryError({ title, query, className }: { title: string; query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>; className?: string }) {
  return (
    <ErrorState
      headingLevel="h3"
      title={title}
      description={errorMessage(query.error, 'Please try again.')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      className={className}
    />
  );
}

import { useEffect } from 'react';

export const APP_TITLE = 'Squares — Sports Squares Pools';

export function pageTitle(page: string | null): string {
  return page ? `${page} · Squares` : APP_TITLE;
}

/** Sets document.title to "{page} · Squares" (or the app title for null). */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

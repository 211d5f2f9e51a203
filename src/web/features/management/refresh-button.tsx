import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** A System tab card's Refresh: off while its data is being fetched, the icon turning meanwhile. */
export function RefreshButton({ fetching, onRefresh, label = 'Refresh' }: { fetching: boolean; onRefresh: () => unknown; label?: string }) {
  return (
    <Button variant="outline" size="sm" disabled={fetching} onClick={() => void onRefresh()}>
      <RotateCw aria-hidden className={fetching ? 'animate-spin' : undefined} />
      {label}
    </Button>
  );
}

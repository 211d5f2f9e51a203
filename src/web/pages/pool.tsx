import { useParams } from 'wouter';
import { PoolPage as PoolPageView } from '../features/pool-page';

/** /pool/{id}: visible signed in and signed out (spec section 6). */
export default function PoolPage() {
  const { id } = useParams<{ id: string }>();
  return <PoolPageView rawId={id} />;
}

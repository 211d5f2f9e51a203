import { useParams } from 'wouter';
import { PrintBoardPage as PrintBoardView } from '../features/print-board';

/** /pools/{id}/print (also /pool/{id}/print): whoever may see the pool may print it. */
export default function PrintBoardPage() {
  const { id } = useParams<{ id: string }>();
  return <PrintBoardView rawId={id} />;
}

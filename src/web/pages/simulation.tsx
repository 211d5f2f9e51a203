import { Container } from '../components/ui/container';
import { PageHeader } from '../components/ui/page-header';
import { useDocumentTitle } from '../lib/use-document-title';
import { PracticeSimulation, SIMULATION_TITLE } from '../features/simulation';

export default function SimulationPage() {
  useDocumentTitle(SIMULATION_TITLE);
  return (
    <Container className="py-6 sm:py-10">
      <PageHeader
        eyebrow="Simulation · practice money only"
        title={SIMULATION_TITLE}
        description="Pick five squares and watch a simulated Eagles at Chiefs game play out, quarter by quarter. Same rules as a real pool; nothing is charged."
        className="pb-5 sm:pb-6"
      />
      <PracticeSimulation />
    </Container>
  );
}

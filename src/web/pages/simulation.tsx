import { Gamepad2 } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function SimulationPage() {
  return (
    <PlannedPage
      title="Practice Pool Simulation"
      icon={<Gamepad2 />}
      description="Try a whole game risk-free: pick five squares and watch four simulated quarters play out."
      items={[
        'A full board with both teams, the score, and the home and away digits along its edges.',
        'Five highlighted squares to choose from; every other square is taken by simulated players.',
        "Progress as you go: 'Selected: n/5 squares' and 'Quarter: q/4', plus a 'Reset Simulation' button.",
        'A random draw, four quarters two seconds apart, and a gold winning square each quarter.',
      ]}
    />
  );
}

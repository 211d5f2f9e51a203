import { HowToPlay } from '../features/how-to-play';

export default function HowToPlayPage() {
  return <HowToPlay />;
}

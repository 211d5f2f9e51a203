import { formatMoney } from '../../../domain/money';
import { periodLabel } from '../../../domain/periods';
import { workedExample } from '../../components/payouts/tier-payouts';
import { DEMO_PLAYERS, DEMO_TEAMS, type DemoFrame } from './demo-script';

/** The demo is a $10 pool: $225 to each period winner. */
const PERIOD_PRIZE = formatMoney(workedExample().periodCents[0] ?? 0, { compact: true });

/** The demo's caption: what is happening on the board at this frame. */
export function statusLine(frame: DemoFrame): string {
  switch (frame.phase) {
    case 'filling':
      return `Players claiming squares · ${frame.filled}/100`;
    case 'numbers':
      return 'Board full · drawing the numbers';
    case 'playing': {
      const last = frame.winners.at(-1);
      if (last && frame.quartersDone === frame.winners.length && frame.clock === `Q${frame.quartersDone}`) {
        return `${periodLabel(last.period)} winner · ${DEMO_PLAYERS[last.owner]?.initials ?? ''} · ${PERIOD_PRIZE}`;
      }
      return frame.lastPlay
        ? `${DEMO_TEAMS[frame.lastPlay.team].code} ${frame.lastPlay.label}!`
        : 'Kick-off';
    }
    case 'winner':
    case 'reset': {
      const final = frame.winners.at(-1);
      return final ? `Final winner · ${DEMO_PLAYERS[final.owner]?.initials ?? ''} · ${PERIOD_PRIZE}` : 'Final';
    }
  }
}

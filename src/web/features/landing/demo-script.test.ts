import { describe, expect, it } from 'vitest';
import { winningSquare } from '../../../domain/scoring';
import {
  DEMO_CYCLE_TICKS,
  DEMO_DIGITS,
  DEMO_END_TICK,
  DEMO_FILL_ORDER,
  DEMO_OWNERS,
  DEMO_PHASES,
  DEMO_PLAYERS,
  DEMO_WINNERS,
  demoFrameAt,
  demoScoreAt,
  type DemoPhase,
} from './demo-script';

function phasesOfOneCycle(): DemoPhase[] {
  const seen: DemoPhase[] = [];
  for (let tick = 0; tick < DEMO_CYCLE_TICKS; tick++) {
    const { phase } = demoFrameAt(tick);
    if (seen.at(-1) !== phase) seen.push(phase);
  }
  return seen;
}

describe('demo board script', () => {
  it('runs filling -> numbers -> playing -> winner -> reset, once per cycle', () => {
    expect(phasesOfOneCycle()).toEqual([...DEMO_PHASES]);
    expect(DEMO_PHASES).toEqual(['filling', 'numbers', 'playing', 'winner', 'reset']);
  });

  it('loops: the tick after the last one is the first frame again', () => {
    expect(demoFrameAt(DEMO_CYCLE_TICKS)).toEqual(demoFrameAt(0));
    expect(demoFrameAt(DEMO_CYCLE_TICKS * 3 + 17)).toEqual(demoFrameAt(17));
    expect(demoFrameAt(-1)).toEqual(demoFrameAt(DEMO_CYCLE_TICKS - 1));
  });

  it('fills the board before any digit shows, never going backwards', () => {
    let previous = 0;
    let tick = 0;
    for (; demoFrameAt(tick).phase === 'filling'; tick++) {
      const frame = demoFrameAt(tick);
      expect(frame.filled).toBeGreaterThanOrEqual(previous);
      expect(frame.digitsShown).toBe(0);
      expect(frame.winners).toEqual([]);
      previous = frame.filled;
    }
    expect(previous).toBe(100);
    expect(demoFrameAt(tick).phase).toBe('numbers');
  });

  it('reveals all ten digits before kick-off', () => {
    let tick = 0;
    while (demoFrameAt(tick).phase !== 'playing') tick++;
    expect(demoFrameAt(tick - 1).digitsShown).toBe(10);
    expect(demoFrameAt(tick).score).toEqual({ home: 0, away: 0 });
  });

  it('plays four quarters with scores that only go up, lighting one winner per quarter', () => {
    let tick = 0;
    while (demoFrameAt(tick).phase !== 'playing') tick++;
    let last = { home: 0, away: 0 };
    let winners = 0;
    for (; demoFrameAt(tick).phase === 'playing'; tick++) {
      const frame = demoFrameAt(tick);
      expect(frame.score.home).toBeGreaterThanOrEqual(last.home);
      expect(frame.score.away).toBeGreaterThanOrEqual(last.away);
      expect(frame.winners.length).toBeGreaterThanOrEqual(winners);
      last = frame.score;
      winners = frame.winners.length;
    }
    expect(winners).toBe(4);
    expect(demoFrameAt(tick)).toMatchObject({ phase: 'winner', celebrating: true, clock: 'Final' });
  });

  it('picks winners with the real rule: rows = away digit, columns = home digit', () => {
    expect(DEMO_WINNERS.map((w) => w.period)).toEqual(['Q1', 'Q2', 'Q3', 'FINAL']);
    DEMO_WINNERS.forEach((winner, i) => {
      expect(winner.score).toEqual(demoScoreAt(i + 1));
      expect({ row: winner.row, column: winner.column }).toEqual(winningSquare(DEMO_DIGITS, winner.score));
      expect(DEMO_DIGITS.rows[winner.row]).toBe(winner.score.away % 10);
      expect(DEMO_DIGITS.columns[winner.column]).toBe(winner.score.home % 10);
      expect(winner.owner).toBe(DEMO_OWNERS[winner.row * 10 + winner.column]);
    });
  });

  it('has a full board of twenty players with five squares each', () => {
    expect(new Set(DEMO_FILL_ORDER).size).toBe(100);
    expect(DEMO_OWNERS).toHaveLength(100);
    const counts = DEMO_PLAYERS.map((_, player) => DEMO_OWNERS.filter((owner) => owner === player).length);
    expect(counts.every((count) => count === 5)).toBe(true);
  });

  it('the reduced-motion still shows the finished game', () => {
    expect(demoFrameAt(DEMO_END_TICK)).toMatchObject({
      phase: 'winner',
      filled: 100,
      digitsShown: 10,
      quartersDone: 4,
      score: demoScoreAt(4),
    });
    expect(demoFrameAt(DEMO_END_TICK).winners).toHaveLength(4);
  });
});

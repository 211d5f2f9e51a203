import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../../../domain/random';
import { PracticeSimulation, showSimulationToast } from './practice-simulation';
import { SimulationBoard } from './simulation-board';
import { SimulationSummary } from './simulation-summary';
import { simulationReducer, type GameDraw, type SimulationState } from './simulation-machine';
import { SIMULATION_TEAMS } from './teams';
import { DRAW, pick, play, quarters } from './simulation-fixtures';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast/use-toast', () => ({ toast: toastSpy }));

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

function render(state: SimulationState): string {
  return renderToStaticMarkup(<SimulationBoard state={state} onToggle={() => {}} reducedMotion={false} />);
}

describe('<PracticeSimulation/> before the start', () => {
  const html = renderToStaticMarkup(
    <Router ssrPath="/simulation">
      <PracticeSimulation random={seededRandom(1)} />
    </Router>,
  );

  it('is an 11x11 role="grid": a corner, 10 home headers, 10 away headers and 100 squares', () => {
    expect(count(html, /role="grid"/)).toBe(1);
    expect(html).toContain('aria-rowcount="11"');
    expect(html).toContain('aria-colcount="11"');
    expect(count(html, /role="row"/)).toBe(11);
    expect(count(html, /role="columnheader"/)).toBe(11);
    expect(count(html, /role="rowheader"/)).toBe(10);
    expect(count(html, /role="gridcell"/)).toBe(100);
  });

  it('highlights the five available squares; the other 95 are taken', () => {
    expect(count(html, /data-status="available"/)).toBe(5);
    expect(count(html, /data-status="taken"/)).toBe(95);
    expect(count(html, /data-status="mine"/)).toBe(0);
    expect(count(html, /data-status="available"[^>]*class="[^"]*bg-blue-500 /)).toBe(5);
    expect(count(html, /data-status="taken"[^>]*class="[^"]*bg-purple-800/)).toBe(95);
  });

  it('has one tab stop in the grid (roving tabindex) on an available square', () => {
    expect(count(html, /role="gridcell"[^>]*tabindex="0"/)).toBe(1);
    expect(html).toMatch(/tabindex="0"[^>]*data-status="available"|data-status="available"[^>]*tabindex="0"/);
  });

  it("shows '?' in every header until the draw, in the team colours", () => {
    expect(count(html, /<span class="opacity-60">\?<\/span>/)).toBe(20);
    expect(count(html, new RegExp(`background-color:${SIMULATION_TEAMS.home.color}`))).toBeGreaterThanOrEqual(10);
    expect(count(html, new RegExp(`background-color:${SIMULATION_TEAMS.away.color}`))).toBeGreaterThanOrEqual(10);
  });

  it("shows both teams, 'Selected: 0/5 squares', no quarter yet, the start and reset buttons and the practice price", () => {
    expect(html).toContain('Philadelphia Eagles');
    expect(html).toContain('Kansas City Chiefs');
    expect(html).toContain('Selected: 0/5 squares');
    expect(html).not.toContain('Quarter:');
    expect(html).toContain('Reset Simulation');
    expect(html).toContain('Start Simulation');
    expect(html).toContain('$5 practice money');
    expect(html).toContain('Pick 5 squares to start');
  });

  it('has a polite live region for the quarter results', () => {
    expect(html).toMatch(/<p role="status" aria-live="polite" aria-atomic="true" class="sr-only">/);
  });
});

describe('<SimulationBoard/> during and after the game', () => {
  it('labels the player squares YOU (green, selected) and shows the drawn digits', () => {
    const html = render(play(...pick(), { type: 'start', draw: DRAW }));
    expect(count(html, /data-status="mine"/)).toBe(5);
    expect(count(html, /aria-selected="true"/)).toBe(5);
    expect(count(html, />YOU</)).toBe(5);
    expect(count(html, /bg-turf-400/)).toBe(5);
    expect(html).not.toContain('>?<');
    expect(html).toContain('aria-label="Column 1, Kansas City Chiefs digit 2"');
    // Nothing is selectable once started.
    expect(count(html, /aria-disabled="false"/)).toBe(0);
  });

  it('paints each winning square gold and tags it with its quarter', () => {
    const html = render(play(...pick(), { type: 'start', draw: DRAW }, ...quarters()));
    expect(count(html, /data-winner=/)).toBe(4);
    expect(count(html, /bg-gold-400/)).toBe(4);
    expect(html).toMatch(/data-status="mine" data-winner="1"/);
    expect(html).toContain('>Q1<');
  });

  it('drops the pulsing highlight with reduced motion', () => {
    const state = play();
    const moving = renderToStaticMarkup(<SimulationBoard state={state} onToggle={() => {}} reducedMotion={false} />);
    const still = renderToStaticMarkup(<SimulationBoard state={state} onToggle={() => {}} reducedMotion />);
    expect(count(moving, /animate-live-pulse/)).toBeGreaterThanOrEqual(5);
    expect(still).not.toMatch(/role="gridcell"[^>]*animate-live-pulse/);
  });
});

function summary(state: SimulationState): string {
  return renderToStaticMarkup(
    <Router ssrPath="/simulation">
      <SimulationSummary state={state} onReset={() => {}} />
    </Router>,
  );
}

describe('<SimulationSummary/>', () => {
  it('sums up the quarters won and the digits, with a CTA to the dashboard', () => {
    const html = summary(play(...pick(), { type: 'start', draw: DRAW }, ...quarters()));
    expect(html).toContain('YOU WON! 1 of 4 quarters');
    expect(html).toContain('$112.50');
    expect(html).toContain('Home digits · KC: 2, 8, 5, 0, 6, 1, 9, 4, 3, 7');
    expect(html).toContain('Away digits · PHI: 7, 3, 0, 9, 1, 4, 8, 2, 6, 5');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Play for real/);
  });

  it('says so when no square won', () => {
    const none: GameDraw = { ...DRAW, scores: [{ home: 22, away: 17 }, ...DRAW.scores.slice(1)] };
    const html = summary(play(...pick(), { type: 'start', draw: none }, ...quarters()));
    expect(html).toContain('No winning square this time');
    expect(html).toContain('$0.00');
  });
});

describe('showSimulationToast', () => {
  beforeEach(() => toastSpy.mockClear());

  it("shows 'Maximum reached' and 'Select 5 squares' as errors", () => {
    const state = play();
    showSimulationToast({ kind: 'maximum-reached', seq: 1 }, state);
    showSimulationToast({ kind: 'select-five', seq: 2, selected: 2 }, state);
    expect(toastSpy.mock.calls).toEqual([
      [{ title: 'Maximum reached', description: 'You can only select up to 5 squares per pool', variant: 'destructive' }],
      [{ title: 'Select 5 squares', description: 'You must select exactly 5 squares before starting', variant: 'destructive' }],
    ]);
  });

  it("shows 'Quarter {n} Winner!' each quarter, with YOU WON! as a success on the player's square", () => {
    const q1 = play(...pick(), { type: 'start', draw: DRAW }, { type: 'quarter-end' });
    showSimulationToast(q1.notice!, q1);
    const q2 = simulationReducer(q1, { type: 'quarter-end' });
    showSimulationToast(q2.notice!, q2);
    expect(toastSpy).toHaveBeenCalledTimes(2);
    expect(toastSpy.mock.calls[0]?.[0]).toMatchObject({ title: 'Quarter 1 Winner!', variant: 'success', description: expect.stringMatching(/^YOU WON!/) });
    expect(toastSpy.mock.calls[1]?.[0]).toMatchObject({ title: 'Quarter 2 Winner!', variant: 'default' });
  });

  it('stays quiet at kick-off (the board itself shows the draw)', () => {
    const state = play(...pick(), { type: 'start', draw: DRAW });
    showSimulationToast(state.notice!, state);
    expect(toastSpy).not.toHaveBeenCalled();
  });
});

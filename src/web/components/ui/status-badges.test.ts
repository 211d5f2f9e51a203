import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameStatusBadge, PoolStatusBadge } from './status-badges';

const html = (status: string) => renderToStaticMarkup(createElement(GameStatusBadge, { status }));

describe('GameStatusBadge', () => {
  it('maps raw codes to the three display states and their colours', () => {
    expect(html('ns')).toContain('SCHEDULED');
    expect(html('ns')).toContain('bg-lime-100');
    expect(html('2q')).toContain('LIVE');
    expect(html('2q')).toContain('bg-red-600');
    expect(html('FT')).toContain('COMPLETED');
    expect(html('FT')).toContain('bg-green-100');
    expect(html('something-new')).toContain('SCHEDULED');
  });

  it('pulses only when live', () => {
    expect(html('HT')).toContain('animate-ping');
    expect(html('scheduled')).not.toContain('animate-ping');
    expect(html('completed')).not.toContain('animate-ping');
  });
});

describe('PoolStatusBadge', () => {
  const pool = (status: string) => renderToStaticMarkup(createElement(PoolStatusBadge, { status }));
  it('active green, completed indigo, anything else amber', () => {
    expect(pool('active')).toContain('bg-green-100');
    expect(pool('completed')).toContain('bg-indigo-100');
    expect(pool('open')).toContain('bg-amber-100');
    expect(pool('cancelled')).toContain('bg-amber-100');
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAGUE_ID, LeagueProvider, useLeague } from './league-context';

function ShowLeague() {
  return createElement('span', null, useLeague().selectedLeagueId);
}

describe('useLeague', () => {
  it('throws outside a LeagueProvider', () => {
    expect(() => renderToStaticMarkup(createElement(ShowLeague))).toThrow(
      'useLeague must be used within a LeagueProvider',
    );
  });

  it('gives the selected league id as a string inside the provider', () => {
    expect(DEFAULT_LEAGUE_ID).toBe('1');
    const markup = renderToStaticMarkup(
      createElement(LeagueProvider, { initialLeagueId: '3', children: createElement(ShowLeague) }),
    );
    expect(markup).toBe('<span>3</span>');
  });
});

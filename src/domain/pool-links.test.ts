import { describe, expect, it } from 'vitest';
import { boardJoinLink, joinPath, poolPagePath, poolShareLink, printBoardPath } from './pool-links';

describe('boardJoinLink', () => {
  it("is the invite link when the viewer knows the pool's invite code (its organizer)", () => {
    expect(boardJoinLink('https://squares.example', { id: 12, inviteCode: 'AB12-CD34-EF567' })).toBe('https://squares.example/join/AB12-CD34-EF567');
  });

  it('is the pool page otherwise', () => {
    expect(boardJoinLink('http://127.0.0.1:5000', { id: 12, inviteCode: null })).toBe('http://127.0.0.1:5000/pool/12');
  });

  it('takes an origin with or without a trailing slash', () => {
    expect(boardJoinLink('https://squares.example/', { id: 3, inviteCode: null })).toBe('https://squares.example/pool/3');
  });

  it('are the web routes', () => {
    expect(poolPagePath(7)).toBe('/pool/7');
    expect(printBoardPath(7)).toBe('/pools/7/print');
    expect(joinPath('X7K2 9')).toBe('/join/X7K2%209');
  });
});

describe('poolShareLink', () => {
  it("is a private pool's invite link, since its page opens only for members", () => {
    expect(poolShareLink('https://squares.example', { id: 12, inviteCode: 'AB12-CD34-EF567' })).toBe('https://squares.example/join/AB12-CD34-EF567');
  });

  it('is the pool page of a public pool', () => {
    expect(poolShareLink('https://squares.example/', { id: 12 })).toBe('https://squares.example/pool/12');
  });
});

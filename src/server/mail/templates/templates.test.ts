import { describe, expect, it } from 'vitest';
import { escapeHtml, invitationMail, periodWonMail, poolRefundedMail, prizeClaimReminderMail, renderMail } from '.';

const SCRIPT = '<script>alert("pwned")</script>';
const game = { awayTeam: 'San Francisco 49ers', homeTeam: 'Kansas City Chiefs', kickoffAt: new Date('2026-11-22T18:00:00Z') };

describe('mail templates', () => {
  it('escapes every character that means something in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('an invitation: pool, inviter, game, kickoff in Eastern time, fee and the join link, in text and HTML', () => {
    const mail = invitationMail({
      publicUrl: 'https://squares.example.com/',
      inviteCode: 'K7M2QX9PLR4T',
      poolName: 'Office Pool',
      inviterName: 'Dana Smith',
      game,
      entryFeeCents: 500,
      collection: 'squares',
    });
    expect(mail.subject).toBe("You're invited to a private squares pool on Squares");
    expect(mail.text).toContain(
      'A Squares player who calls themselves “Dana Smith” invited you to their private squares pool for San Francisco 49ers at Kansas City Chiefs, which they named “Office Pool”.',
    );
    expect(mail.text).toContain('The names in quotes were written by the organizer, not by Squares.');
    expect(mail.text).toContain('Invited by (their words): “Dana Smith”\nPool name (their words): “Office Pool”');
    expect(mail.text).toContain('Kickoff: Sun, Nov 22, 2026, 1:00 PM EST');
    expect(mail.text).toContain('Entry: $5.00 per square, paid by card through Squares');
    expect(mail.text).toContain('Join the pool: https://squares.example.com/join/K7M2QX9PLR4T');
    expect(mail.html).toContain('<a href="https://squares.example.com/join/K7M2QX9PLR4T" style="display:inline-block;');
    expect(mail.html).toContain('background:#0d7a3d');
    expect(invitationMail({ publicUrl: 'http://x.test', inviteCode: 'C', poolName: 'P', inviterName: 'I', game, entryFeeCents: 1000, collection: 'organizer' }).text).toContain(
      'Entry: $10.00 per square, paid to the organizer (not through Squares)',
    );
    expect(invitationMail({ publicUrl: 'http://x.test', inviteCode: 'C', poolName: 'P', inviterName: 'I', game, entryFeeCents: 0, collection: 'squares' }).text).toContain('Entry: Free');
  });

  it('an invitation whose pool, inviter and teams carry markup: escaped in the HTML, quoted as typed in the text', () => {
    const mail = invitationMail({
      publicUrl: 'http://localhost:5000',
      inviteCode: 'a/b?c',
      poolName: `${SCRIPT} & "Friends"`,
      inviterName: '<img src=x onerror=alert(1)>',
      game: { ...game, homeTeam: '<b>Home</b>' },
      entryFeeCents: 500,
      collection: 'squares',
    });
    expect(mail.html).not.toMatch(/<script|<img|<b>/i);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; &quot;Friends&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain(`Pool name (their words): “${SCRIPT} & "Friends"”`);
    expect(mail.text).toContain('http://localhost:5000/join/a%2Fb%3Fc');
  });

  it("an invitation's Subject is fixed: the organizer's name and pool name never reach it", () => {
    const spam = invitationMail({
      publicUrl: 'http://x.test',
      inviteCode: 'C',
      poolName: 'URGENT: claim your $500 prize at evil.example\r\nBcc: all@example.com',
      inviterName: 'spam',
      game,
      entryFeeCents: 0,
      collection: 'squares',
    });
    expect(spam.subject).toBe("You're invited to a private squares pool on Squares");
    expect(spam.html).toContain(`<title>You&#39;re invited to a private squares pool on Squares</title>`);
    // In the body, on one line and in quotes, as the organizer's words.
    expect(spam.text).toContain('which they named “URGENT: claim your $500 prize at evil.example Bcc: all@example.com”.');
    expect(spam.text).not.toMatch(/\nBcc:/);
  });

  const tierPool = { name: '$25 Pool', namedByOrganizer: false, game };
  const privatePool = { name: 'URGENT: claim your $500 prize at evil.example\r\nBcc: all@example.com', namedByOrganizer: true, game };

  it('the refund notice says why, how much, when the money comes back, and which pool, game and kickoff', () => {
    const mail = poolRefundedMail({ firstName: SCRIPT, pool: tierPool, reason: 'it did not fill before kickoff', amountCents: 5000 });
    expect(mail.subject).toBe('Your Squares pool entry was refunded');
    expect(mail.text).toBe(
      `Hi ${SCRIPT},\n\nThe $25 Pool for San Francisco 49ers at Kansas City Chiefs (kickoff Sun, Nov 22, 2026, 1:00 PM EST) was cancelled because it did not fill before kickoff.\n\n` +
        'Your $50.00 is on its way back to your card: an authorization is released at once, a charge is refunded within 5-10 business days.\n\n' +
        'Pool: $25 Pool\nGame: San Francisco 49ers at Kansas City Chiefs\nKickoff: Sun, Nov 22, 2026, 1:00 PM EST\nRefunded: $50.00\n\nSquares\n',
    );
    expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;,');
    expect(mail.html).not.toContain('<script');
    expect(poolRefundedMail({ firstName: null, pool: tierPool, reason: 'r', amountCents: 1 }).text).toMatch(/^Hi there,/);
  });

  it('two refunds of the same tier in two games tell the games apart', () => {
    const other = { ...tierPool, game: { awayTeam: 'Los Angeles Rams', homeTeam: 'Seattle Seahawks', kickoffAt: new Date('2026-11-29T21:25:00Z') } };
    const [a, b] = [tierPool, other].map((pool) => poolRefundedMail({ firstName: 'Sam', pool, reason: 'it did not fill before kickoff', amountCents: 100 }));
    expect(a!.text).toContain('Game: San Francisco 49ers at Kansas City Chiefs\nKickoff: Sun, Nov 22, 2026, 1:00 PM EST');
    expect(b!.text).toContain('Game: Los Angeles Rams at Seattle Seahawks\nKickoff: Sun, Nov 29, 2026, 4:25 PM EST');
  });

  it('you won a period, and the reminder: amount, period, pool, game, kickoff, claim link to My Pools and the deadline', () => {
    const input = { publicUrl: 'http://localhost:5000', firstName: 'Sam', pool: { ...tierPool, name: '$10 Pool' }, period: 'Q2' as const, amountCents: 22_500, claimDeadline: new Date('2026-12-21T20:30:00Z') };
    const won = periodWonMail(input);
    expect(won.subject).toBe('Your square won a prize on Squares');
    expect(won.text).toContain(
      'Congratulations! Your square won the Halftime period of the $10 Pool for San Francisco 49ers at Kansas City Chiefs (kickoff Sun, Nov 22, 2026, 1:00 PM EST). Claim your $225.00 from My Pools.',
    );
    expect(won.text).toContain('Pool: $10 Pool\nGame: San Francisco 49ers at Kansas City Chiefs\nKickoff: Sun, Nov 22, 2026, 1:00 PM EST\nPeriod: Halftime\nPrize: $225.00');
    expect(won.text).toContain('Claim by: Mon, Dec 21, 2026, 3:30 PM EST');
    expect(won.text).toContain('Claim your prize: http://localhost:5000/my-pools');
    expect(won.html).toContain('href="http://localhost:5000/my-pools"');
    const reminder = prizeClaimReminderMail(input);
    expect(reminder.subject).toBe('Reminder: claim your prize on Squares');
    expect(reminder.text).toContain(
      'You won the Halftime prize of the $10 Pool for San Francisco 49ers at Kansas City Chiefs (kickoff Sun, Nov 22, 2026, 1:00 PM EST) and have not claimed it yet. Claim your $225.00 by Mon, Dec 21, 2026, 3:30 PM EST',
    );
    expect(reminder.text).toContain('Game: San Francisco 49ers at Kansas City Chiefs\nKickoff: Sun, Nov 22, 2026, 1:00 PM EST');
    expect(() => periodWonMail({ ...input, period: 'Q5' as never })).toThrow(RangeError);
  });

  it("no Subject carries an organizer's pool name: each is fixed, and the body quotes the name as the organizer's, on one line", () => {
    const prize = { publicUrl: 'http://x.test', firstName: 'Sam', pool: privatePool, period: 'FINAL' as const, amountCents: 900, claimDeadline: new Date('2026-12-21T20:30:00Z') };
    const mails = [
      poolRefundedMail({ firstName: 'Sam', pool: privatePool, reason: 'its organizer cancelled it before kickoff', amountCents: 500 }),
      periodWonMail(prize),
      prizeClaimReminderMail(prize),
    ];
    expect(mails.map((m) => m.subject)).toEqual(['Your Squares pool entry was refunded', 'Your square won a prize on Squares', 'Reminder: claim your prize on Squares']);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/URGENT|evil|\$500/);
      expect(mail.html).not.toMatch(/<title>[^<]*(URGENT|evil)/);
      expect(mail.text).toContain('pool its organizer named “URGENT: claim your $500 prize at evil.example Bcc: all@example.com”, for San Francisco 49ers at Kansas City Chiefs (kickoff Sun, Nov 22, 2026, 1:00 PM EST)');
      expect(mail.text).toContain("Pool name (organizer's words): “URGENT: claim your $500 prize at evil.example Bcc: all@example.com”\nGame: San Francisco 49ers at Kansas City Chiefs\nKickoff: Sun, Nov 22, 2026, 1:00 PM EST");
      expect(mail.text).toContain('The pool name in quotes was written by its organizer, not by Squares.');
      expect(mail.text).not.toMatch(/\nBcc:/);
    }
  });

  it('refuses a link that is not http(s), rather than putting it in a button', () => {
    expect(() => renderMail({ subject: 's', heading: 'h', paragraphs: [], button: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow(RangeError);
  });
});

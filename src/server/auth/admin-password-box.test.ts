import { describe, expect, it } from 'vitest';
import { adminPasswordBox } from './admin-password-box';

describe('adminPasswordBox', () => {
  it('frames the sign-in page, username and password in a plain box, every line the same width', () => {
    const box = adminPasswordBox({ username: 'admin', password: 'Xy7-secret', publicUrl: 'http://localhost:5000/' });
    expect(box).toBe(
      [
        '',
        '+-----------------------------------------------------------+',
        '| Admin account created. Sign in at:                        |',
        '|   http://localhost:5000/admin-login                       |',
        '|   username: admin                                         |',
        '|   password: Xy7-secret                                    |',
        '| This password is shown only once: keep it now.            |',
        '| Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own. |',
        '+-----------------------------------------------------------+',
        '',
        '',
      ].join('\n'),
    );
    expect(box).not.toContain('{');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml, LOCAL_SIGN_IN_NOTE, renderIssuerMessagePage, renderSignInPage } from './sign-in-view';

const BASE = {
  action: '/oidc/interaction/abc/login',
  registerUrl: '/test-registration',
  cssHref: '/oidc-assets/sign-in.css',
  cancelUrl: '/oidc/interaction/abc/abort',
};

/** The label text of the control with this id. */
function labelFor(html: string, id: string): string | null {
  const match = new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`).exec(html);
  return match?.[1] ?? null;
}

function tagWithId(html: string, tag: string, id: string): string {
  const match = new RegExp(`<${tag}[^>]*id="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no <${tag} id="${id}">`);
  return match[0];
}

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
  it('leaves ordinary text alone and escapes ampersands once', () => {
    expect(escapeHtml('Ada Lovelace · ada@example.com')).toBe('Ada Lovelace · ada@example.com');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('renderSignInPage', () => {
  const html = renderSignInPage(BASE);

  it('is a full document titled "Sign in · Squares" that loads only the given stylesheet', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in · Squares</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<link rel="stylesheet" href="/oidc-assets/sign-in.css">');
  });

  it('has no script and no inline style (the CSP allows only self)', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('says it is the local sign-in', () => {
    expect(html).toContain('Local sign-in');
    expect(html).toContain(LOCAL_SIGN_IN_NOTE);
    expect(html).toContain('<svg');
    expect(html).toContain('Squares</span>');
  });

  it('posts Email and Password to the action', () => {
    expect(html).toContain('<form class="form" method="post" action="/oidc/interaction/abc/login">');
    expect(labelFor(html, 'email')).toBe('Email');
    expect(labelFor(html, 'password')).toBe('Password');
    const email = tagWithId(html, 'input', 'email');
    expect(email).toContain('type="email"');
    expect(email).toContain('name="email"');
    expect(email).toContain('autocomplete="username"');
    expect(email).toContain(' required');
    const password = tagWithId(html, 'input', 'password');
    expect(password).toContain('type="password"');
    expect(password).toContain('name="password"');
    expect(password).toContain('autocomplete="current-password"');
    expect(password).toContain(' required');
    expect(html).toContain('<button class="button button--primary" type="submit">Sign in</button>');
  });

  it('links to registration and to cancel', () => {
    expect(html).toMatch(/<a class="link" href="\/test-registration">Create an account<\/a>/);
    expect(html).toMatch(/<a class="button button--secondary" href="\/oidc\/interaction\/abc\/abort">Cancel<\/a>/);
  });

  it('shows no alert without an error, and focuses the e-mail', () => {
    expect(html).not.toContain('role="alert"');
    expect(tagWithId(html, 'input', 'email')).toContain('autofocus');
    expect(tagWithId(html, 'input', 'password')).not.toContain('autofocus');
  });

  it('shows the error as an alert described on the fields, keeps the e-mail, focuses the password', () => {
    const page = renderSignInPage({ ...BASE, email: 'ada@example.com', error: 'Invalid email or password' });
    expect(page).toContain('<div class="alert" role="alert" id="sign-in-error">');
    expect(page).toContain('<p>Invalid email or password</p>');
    expect(tagWithId(page, 'input', 'email')).toContain('value="ada@example.com"');
    expect(tagWithId(page, 'input', 'email')).toContain('aria-describedby="sign-in-error"');
    expect(tagWithId(page, 'input', 'password')).toContain('aria-describedby="sign-in-error"');
    expect(tagWithId(page, 'input', 'password')).toContain('autofocus');
  });

  it('escapes every value it is given', () => {
    const evil = `"><script>alert('x')</script>`;
    const page = renderSignInPage({
      action: `/login?a=1&b="${evil}`,
      email: evil,
      error: `<img src=x onerror=alert(1)>`,
      registerUrl: `/register"${evil}`,
      cssHref: `/style.css"${evil}`,
      cancelUrl: `/cancel'${evil}`,
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('action="/login?a=1&amp;b=&quot;&quot;&gt;&lt;script&gt;');
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"');
    expect(page).toContain('href="/cancel&#39;&quot;&gt;&lt;script&gt;');
  });
});

describe('renderIssuerMessagePage', () => {
  const html = renderIssuerMessagePage({
    title: 'This sign-in has expired',
    message: 'Please start again from the Sign In button.',
    cssHref: '/oidc-assets/sign-in.css',
    homeUrl: '/login',
  });

  it('shows the title and message with the way back, under the same look', () => {
    expect(html).toContain('<title>This sign-in has expired · Squares</title>');
    expect(html).toContain('<h1 id="message-title" class="card__title">This sign-in has expired</h1>');
    expect(html).toContain('Please start again from the Sign In button.');
    expect(html).toContain('<a class="button button--primary" href="/login">Back to Squares</a>');
    expect(html).toContain('Local sign-in');
    expect(html).not.toMatch(/<script|\sstyle=/i);
  });

  it('escapes its values', () => {
    const page = renderIssuerMessagePage({
      title: '<b>x</b>',
      message: 'a & "b"',
      cssHref: '/c.css',
      homeUrl: '/"><script>',
    });
    expect(page).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(page).toContain('a &amp; &quot;b&quot;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>');
  });
});

describe('sign-in.css', () => {
  const css = readFileSync(new URL('./sign-in.css', import.meta.url), 'utf8');

  it('styles every class the pages use', () => {
    const used = new Set<string>();
    const pages = renderSignInPage({ ...BASE, error: 'x' }) + renderIssuerMessagePage({ ...BASE, title: 't', message: 'm', homeUrl: '/' });
    for (const [, classes] of pages.matchAll(/class="([^"]+)"/g)) {
      for (const name of (classes ?? '').split(/\s+/)) used.add(name);
    }
    for (const name of used) expect(css, `.${name}`).toContain(`.${name}`);
  });

  it('imports nothing from elsewhere', () => {
    expect(css).not.toMatch(/@import|url\(/);
  });
});

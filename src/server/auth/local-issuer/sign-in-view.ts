/**
 * The pages of the built-in identity provider (DESIGN section 1: "clearly labelled as local"). They
 * are server-rendered HTML with no script and no inline style, because the issuer's Content Security
 * Policy allows only 'self': the look comes from sign-in.css, served next to them. Every value that
 * reaches the markup goes through escapeHtml.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface SignInPageOptions {
  /** Where the form posts (the interaction's login URL). */
  action: string;
  /** Pre-filled e-mail (a login hint, or what was typed before an error). */
  email?: string;
  /** Why the last attempt failed, shown as an alert. */
  error?: string;
  registerUrl: string;
  cssHref: string;
  cancelUrl: string;
}

export interface IssuerMessagePageOptions {
  title: string;
  message: string;
  cssHref: string;
  homeUrl: string;
}

export const SIGN_IN_PAGE_TITLE = 'Sign in · Squares';
export const LOCAL_SIGN_IN_BADGE = 'Local sign-in';
export const LOCAL_SIGN_IN_NOTE = 'This is the built-in identity provider of this Squares installation.';

/** The grid mark of the product logo (a 3x3 slice of a board, winner in gold), as inline SVG. */
function gridMark(): string {
  const cells: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      const winner = row === 2 && col === 2;
      const opacity = winner || (row + col) % 2 === 0 ? '1' : '0.55';
      const x = (4.5 + col * 5.4).toFixed(1);
      const y = (4.5 + row * 5.4).toFixed(1);
      cells.push(
        `<rect x="${x}" y="${y}" width="4.2" height="4.2" rx="1" fill="${winner ? '#fcd34d' : '#060b1a'}" opacity="${opacity}"/>`,
      );
    }
  }
  return (
    '<svg class="brand__mark" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">' +
    '<rect width="24" height="24" rx="6" fill="#22b35e"/>' +
    cells.join('') +
    '</svg>'
  );
}

const ALERT_ICON =
  '<svg class="alert__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<circle cx="12" cy="12" r="10"/><line x1="12" x2="12" y1="8" y2="12"/><line x1="12" x2="12.01" y1="16" y2="16"/></svg>';

const LOCK_ICON =
  '<svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false" fill="none" ' +
  'stroke="currentColor" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round">' +
  '<rect width="18" height="11" x="3" y="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/></svg>';

function documentShell(title: string, cssHref: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escapeHtml(cssHref)}">
</head>
<body>
<header class="band">
<div class="band__inner">
<span class="brand">${gridMark()}<span class="brand__name">Squares</span></span>
</div>
</header>
<main class="page">
${body}
</main>
</body>
</html>
`;
}

/** The local issuer's sign-in form: e-mail and password, posted to `action`. */
export function renderSignInPage(opts: SignInPageOptions): string {
  const email = opts.email ?? '';
  const error = opts.error?.trim() ? opts.error : undefined;
  const describedBy = error ? ' aria-describedby="sign-in-error"' : '';
  // Focus lands where the person types next: the e-mail, or the password once the e-mail is known.
  const emailFocus = email ? '' : ' autofocus';
  const passwordFocus = email ? ' autofocus' : '';

  const alert = error
    ? `<div class="alert" role="alert" id="sign-in-error">${ALERT_ICON}<p>${escapeHtml(error)}</p></div>\n`
    : '';

  const body = `<section class="card" aria-labelledby="sign-in-title">
<div class="card__head">
<p class="badge">${LOCK_ICON}<span>${escapeHtml(LOCAL_SIGN_IN_BADGE)}</span></p>
<h1 id="sign-in-title" class="card__title">Sign in to Squares</h1>
<p class="card__lede">${escapeHtml(LOCAL_SIGN_IN_NOTE)} Use the email and password of your Squares account.</p>
</div>
${alert}<form class="form" method="post" action="${escapeHtml(opts.action)}">
<div class="field">
<label class="field__label" for="email">Email</label>
<input class="field__input" id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(email)}"${describedBy}${emailFocus}>
</div>
<div class="field">
<label class="field__label" for="password">Password</label>
<input class="field__input" id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${describedBy}${passwordFocus}>
</div>
<button class="button button--primary" type="submit">Sign in</button>
<a class="button button--secondary" href="${escapeHtml(opts.cancelUrl)}">Cancel</a>
</form>
<p class="card__foot">New to Squares? <a class="link" href="${escapeHtml(opts.registerUrl)}">Create an account</a></p>
</section>
<p class="fineprint">18+ · US only · Entries held in escrow</p>`;

  return documentShell(SIGN_IN_PAGE_TITLE, opts.cssHref, body);
}

/** A full-page message from the issuer (an expired or invalid sign-in), with the way back. */
export function renderIssuerMessagePage(opts: IssuerMessagePageOptions): string {
  const body = `<section class="card" aria-labelledby="message-title">
<div class="card__head">
<p class="badge">${LOCK_ICON}<span>${escapeHtml(LOCAL_SIGN_IN_BADGE)}</span></p>
<h1 id="message-title" class="card__title">${escapeHtml(opts.title)}</h1>
<p class="card__lede">${escapeHtml(opts.message)}</p>
</div>
<a class="button button--primary" href="${escapeHtml(opts.homeUrl)}">Back to Squares</a>
</section>`;
  return documentShell(`${opts.title} · Squares`, opts.cssHref, body);
}

/**
 * The look of every message: plain text, and simple HTML with the product's colours (src/web/styles.css)
 * in inline styles and tables, which is what mail clients render reliably. Every value that comes from
 * data is escaped here, so a template cannot forget to.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = '#0d7a3d';
const INK = '#0b1530';
const MUTED = '#5b6b87';
const PAGE = '#f4f6fa';
const BORDER = '#dde3ee';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Links in messages are our own absolute http(s) URLs; anything else is a bug, not something to print. */
function safeUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new RangeError(`A mail link must be an http(s) URL, got ${JSON.stringify(url)}`);
  return url;
}

/** Header values are one line: a line break in a pool's name must not start a new header. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

export interface MailParts {
  subject: string;
  /** The first line inside the message, large. */
  heading: string;
  greeting?: string;
  paragraphs: string[];
  /** Label/value rows (pool, game, amount...). */
  details?: [label: string, value: string][];
  button?: { label: string; url: string };
  /** After the button, small. */
  note?: string;
}

export function renderMail(parts: MailParts): MailContent {
  return { subject: oneLine(parts.subject), text: renderText(parts), html: renderHtml(parts) };
}

function renderText(parts: MailParts): string {
  const blocks: string[] = [];
  if (parts.greeting) blocks.push(parts.greeting);
  blocks.push(...parts.paragraphs);
  if (parts.details?.length) blocks.push(parts.details.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (parts.button) blocks.push(`${parts.button.label}: ${safeUrl(parts.button.url)}`);
  if (parts.note) blocks.push(parts.note);
  blocks.push('Squares');
  return blocks.join('\n\n') + '\n';
}

function renderHtml(parts: MailParts): string {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(text)}</p>`;
  const details = parts.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;border:1px solid ${BORDER};border-radius:8px;border-collapse:separate;">` +
      parts.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px;font-size:14px;color:${MUTED};white-space:nowrap;">${escapeHtml(label)}</td>` +
            `<td style="padding:8px 12px;font-size:14px;font-weight:600;color:${INK};">${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      '</table>'
    : '';
  const button = parts.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 20px;"><tr><td style="border-radius:8px;background:${BRAND};">` +
      `<a href="${escapeHtml(safeUrl(parts.button.url))}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(parts.button.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED};">Or open this link: <a href="${escapeHtml(parts.button.url)}" style="color:${BRAND};">${escapeHtml(parts.button.url)}</a></p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(oneLine(parts.subject))}</title></head>`,
    `<body style="margin:0;padding:0;background:${PAGE};font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">`,
    `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:${PAGE};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:560px;background:#ffffff;border:1px solid ${BORDER};border-radius:12px;">`,
    `<tr><td style="background:${BRAND};border-radius:12px 12px 0 0;padding:16px 24px;font-size:20px;font-weight:700;color:#ffffff;letter-spacing:0.5px;">Squares</td></tr>`,
    `<tr><td style="padding:24px;">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${INK};">${escapeHtml(parts.heading)}</h1>`,
    parts.greeting ? p(parts.greeting) : '',
    ...parts.paragraphs.map(p),
    details,
    button,
    parts.note ? `<p style="margin:0;font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(parts.note)}</p>` : '',
    `</td></tr></table>`,
    `<p style="margin:16px 0 0;font-size:12px;color:${MUTED};">Squares — sports squares pools</p>`,
    `</td></tr></table></body></html>`,
  ].join('\n');
}

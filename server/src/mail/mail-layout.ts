import { escapeHtml } from '../common/html';
import { translate, type Locale } from '../common/i18n/translate';

/** What a message says; `renderMail` gives it the brand's look in HTML and plain text. */
export interface MailContent {
  /** The first line of the message, e.g. "Reset your password". */
  heading: string;
  /** Plain-text paragraphs; escaped in the HTML. */
  paragraphs: string[];
  /** The one thing to do, as a button (and a link in the text version). */
  action?: { label: string; url: string };
  /** Small print under the message, e.g. why it was sent. */
  footnote?: string;
  /** The recipient's language (`User.locale`), of the texts above and of the layout's own; English when not given. */
  locale?: Locale;
}

const BRAND = '#6d28d9';

/**
 * One table-based layout with inline styles: what mail clients (Outlook, Gmail) render alike. Only
 * text and links go in, so a handful of lines does what a template engine would.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const { heading, paragraphs, action, footnote, locale = 'en' } = content;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? ['--', footnote] : []),
    'BrandCraft',
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555555">${escapeHtml(translate(locale, 'mail.layout.openLink'))} <a href="${escapeHtml(action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f7;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:700">BrandCraft</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${button}
</td></tr>
${footnote ? `<tr><td style="padding:0 24px 24px;font-size:12px;color:#6b7280">${escapeHtml(footnote)}</td></tr>` : ''}
</table></td></tr></table></body></html>`;
  return { text, html };
}

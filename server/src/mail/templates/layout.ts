// The shared layout of the service's e-mails: one function gives the plain-text and a simple HTML
// body from the same parts, so both always say the same thing. Texts come from the templates
// (one file per kind of mail), in the recipient's language (en, de, fr, it; default en).
export type MailLanguage = 'en' | 'de' | 'fr' | 'it';

export interface MailParts {
  language: MailLanguage;
  greeting: string;
  paragraphs: string[];
  /** A button (HTML) / a line with the address (text). */
  action?: { label: string; url: string };
  /** A second, quieter link after the action: a sentence and a linked label (text: the address). */
  link?: { text: string; label: string; url: string };
  /** A highlighted value, e.g. a one-time secret. */
  code?: string;
  /** Small print below the action, e.g. how long the link works. */
  notes?: string[];
  /** The sending company's logo (company branding), shown at the top of the HTML part. */
  brand?: { name: string; logo: { url: string; width: number; height: number } };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  language: MailLanguage;
}

export const PRODUCT_NAME = 'Signing Service';

const SIGNATURE: Record<MailLanguage, string> = {
  en: `Kind regards,\nyour ${PRODUCT_NAME} team`,
  de: `Freundliche Grüsse\nIhr ${PRODUCT_NAME}-Team`,
  fr: `Meilleures salutations,\nvotre équipe ${PRODUCT_NAME}`,
  it: `Cordiali saluti,\nil vostro team ${PRODUCT_NAME}`,
};

export function mailLanguage(lang: string | undefined): MailLanguage {
  return lang === 'de' || lang === 'fr' || lang === 'it' ? lang : 'en';
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The company logo, scaled to at most 200 x 60 px keeping its proportions. */
function brandLogo(brand: NonNullable<MailParts['brand']>): string {
  const { url, width, height } = brand.logo;
  const factor = Math.min(1, 200 / width, 60 / height);
  const w = Math.max(1, Math.round(width * factor));
  const h = Math.max(1, Math.round(height * factor));
  return `<p style="margin:0 0 16px"><img src="${escapeHtml(url)}" alt="${escapeHtml(brand.name)}" width="${w}" height="${h}" style="display:block;border:0"></p>\n`;
}

export function renderMail(subject: string, parts: MailParts): RenderedMail {
  const signature = SIGNATURE[parts.language];
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    ...(parts.code ? [parts.code] : []),
    ...(parts.action ? [`${parts.action.label}:\n${parts.action.url}`] : []),
    ...(parts.link ? [`${parts.link.text}\n${parts.link.label}: ${parts.link.url}`] : []),
    ...(parts.notes ?? []),
    signature,
  ].join('\n\n');

  const paragraph = (body: string) => `<p style="margin:0 0 16px">${escapeHtml(body)}</p>`;
  const html = `<!doctype html>
<html lang="${parts.language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${parts.brand ? brandLogo(parts.brand) : ''}<p style="margin:0 0 24px;font-weight:bold;font-size:18px">${escapeHtml(PRODUCT_NAME)}</p>
${paragraph(parts.greeting)}
${parts.paragraphs.map(paragraph).join('\n')}
${parts.code ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(parts.code)}</p>` : ''}
${
  parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(parts.action.url)}</p>`
    : ''
}
${
  parts.link
    ? `<p style="margin:0 0 16px">${escapeHtml(parts.link.text)} <a href="${escapeHtml(parts.link.url)}" style="color:#0b5cad">${escapeHtml(parts.link.label)}</a></p>`
    : ''
}
${(parts.notes ?? []).map((note) => `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(note)}</p>`).join('\n')}
<p style="margin:24px 0 0">${signature.split('\n').map(escapeHtml).join('<br>')}</p>
</div>
</body>
</html>
`;
  return { subject, text, html, language: parts.language };
}

/** The texts of a mail whose point is one link: what every language's template answers. */
export interface ActionMailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The label of the link's button. */
  label: string;
  notes?: string[];
}

/** A template's texts in every language, each made from the mail's input. */
export type ActionMailTexts<I> = Record<MailLanguage, (input: I) => ActionMailText>;

/**
 * Renders a mail that leads to one link (`input.url`) in the recipient's language (`input.lang`,
 * default en) from a template's texts per language; `extra` adds parts such as the brand.
 */
export function renderActionMail<I extends { lang?: string; url: string }>(
  texts: ActionMailTexts<I>,
  input: I,
  extra: Partial<Pick<MailParts, 'brand' | 'code'>> = {},
): RenderedMail {
  const language = mailLanguage(input.lang);
  const text = texts[language](input);
  return renderMail(text.subject, {
    language,
    greeting: text.greeting,
    paragraphs: text.paragraphs,
    action: { label: text.label, url: input.url },
    notes: text.notes,
    ...extra,
  });
}

import { escapeHtml, SUPPORTED_LANGUAGES } from '@hm/contracts';
import { MAIL_CATEGORIES, MAIL_TEMPLATE_IDS } from '@hm/mail';

/** The list of every template with a link to its preview in each language, HTML and text. */
export function renderTemplateList(): string {
  const rows = MAIL_TEMPLATE_IDS.map((id) => {
    const links = SUPPORTED_LANGUAGES.map(
      (locale) =>
        `<a href="/api/dev/mail/templates/${id}/${locale}">${locale} HTML</a> · <a href="/api/dev/mail/templates/${id}/${locale}?format=text">${locale} text</a>`,
    ).join(' · ');
    return `<tr><td><code>${escapeHtml(id)}</code></td><td>${escapeHtml(MAIL_CATEGORIES[id])}</td><td>${links}</td></tr>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>E-mail templates (development)</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body>
<h1>E-mail templates</h1>
<p>Development only. Each template rendered with made-up data, in French and in English. <a href="/api/dev/mail">Caught mail</a></p>
<table><thead><tr><th>Template</th><th>Category</th><th>Preview</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>`;
}

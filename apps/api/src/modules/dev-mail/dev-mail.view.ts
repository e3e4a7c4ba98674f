import { escapeHtml } from '@hm/contracts';
import type { CaughtMail } from './dev-mail.service.js';

/** A developer tool page: plain HTML, no scripts (the CSP forbids inline ones anyway). */
export function renderMailList(mails: readonly CaughtMail[], directory: string): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.date.toISOString().replace('T', ' ').slice(0, 19))}</td>` +
        `<td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="/api/dev/mail/${encodeURIComponent(mail.file)}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Caught mail (development)</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body>
<h1>Caught mail</h1>
<p>Development only. Messages sent by the worker are caught in <code>${escapeHtml(directory)}</code>, newest first.</p>
${mails.length === 0 ? '<p>No mail yet.</p>' : `<table><thead><tr><th>Date (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>\n${rows}\n</tbody></table>`}
</body></html>`;
}

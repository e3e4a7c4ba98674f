import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailLocale } from './mail-message.js';

// The one layout of every HomeMate e-mail, built with react-email's components (tables and inline
// styles that mail clients render alike). Rendered with React's synchronous static renderer, so
// renderMail stays synchronous for its many callers; React escapes every text it is given.

/** The web app's brand (apps/web/src/index.css): white on brand-700 passes WCAG AA. */
const BRAND = { dark: '#18625b', light: '#eefaf7', text: '#0f172a', muted: '#475569', page: '#f1f5f9', rule: '#e2e8f0' } as const;
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface MailLayoutContent {
  locale: MailLocale;
  subject: string;
  /** Shown by mail clients beside the subject in the inbox. */
  preview: string;
  greeting: string;
  /** Paragraphs; a single line break inside one is kept. */
  paragraphs: readonly string[];
  action: { label: string; url: string; fallback: string } | null;
  signature: string;
  footer: string;
  unsubscribe: { label: string; url: string } | null;
}

const paragraph: CSSProperties = { fontSize: '16px', lineHeight: '24px', color: BRAND.text, margin: '0 0 16px' };
const small: CSSProperties = { fontSize: '13px', lineHeight: '20px', color: BRAND.muted, margin: '0 0 8px' };

/** Text with its line breaks as <br>; each line is a text node React escapes. */
function lines(text: string): ReactNode[] {
  return text.split('\n').flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: `br${index}` }), line]));
}

function header(): ReactNode {
  return h(
    Section,
    { style: { backgroundColor: BRAND.dark, padding: '20px 24px', borderRadius: '8px 8px 0 0' } },
    // A text wordmark rather than an image: images are often blocked, and text needs no alt.
    h(
      Text,
      { style: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: '#ffffff', letterSpacing: '-0.5px' } },
      'HomeMate',
    ),
  );
}

function actionBlock(action: NonNullable<MailLayoutContent['action']>): ReactNode {
  return h(
    Fragment,
    null,
    h(
      Section,
      { style: { margin: '8px 0 24px' } },
      h(
        Button,
        {
          href: action.url,
          style: {
            backgroundColor: BRAND.dark,
            color: '#ffffff',
            fontSize: '16px',
            fontWeight: 600,
            padding: '12px 24px',
            borderRadius: '6px',
          },
        },
        action.label,
      ),
    ),
    // Mail clients that strip buttons still show the address.
    h(
      Text,
      { style: { ...small, wordBreak: 'break-all' } },
      `${action.fallback} `,
      h(Link, { href: action.url, style: { color: BRAND.dark } }, action.url),
    ),
  );
}

function footer(content: MailLayoutContent): ReactNode {
  return h(
    Section,
    { style: { padding: '16px 24px 32px' } },
    h(Text, { style: small }, content.footer),
    content.unsubscribe
      ? h(
          Text,
          { style: small },
          h(Link, { href: content.unsubscribe.url, style: { color: BRAND.dark, textDecoration: 'underline' } }, content.unsubscribe.label),
        )
      : null,
  );
}

function MailDocument(content: MailLayoutContent): ReactNode {
  return h(
    Html,
    { lang: content.locale, dir: 'ltr' },
    h(
      Head,
      null,
      h('title', null, content.subject),
      // Dark-text-on-light only: ask clients not to invert the colours.
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('meta', { name: 'supported-color-schemes', content: 'light' }),
    ),
    h(Preview, null, content.preview),
    h(
      Body,
      { style: { backgroundColor: BRAND.page, margin: 0, padding: '24px 8px', fontFamily: FONT } },
      // 600 px at most, fluid below: one column on a phone and on a desktop.
      h(
        Container,
        { style: { maxWidth: '600px', width: '100%' } },
        header(),
        h(
          Section,
          { style: { backgroundColor: '#ffffff', padding: '32px 24px 16px', borderRadius: '0 0 8px 8px' } },
          h(Text, { style: paragraph }, content.greeting),
          ...content.paragraphs.map((text, index) => h(Text, { key: `p${index}`, style: paragraph }, ...lines(text))),
          content.action ? actionBlock(content.action) : null,
          h(Hr, { style: { borderColor: BRAND.rule, margin: '8px 0 16px' } }),
          h(Text, { style: { ...paragraph, fontWeight: 600 } }, content.signature),
        ),
        footer(content),
      ),
    ),
  );
}

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The e-mail's HTML part. */
export function renderMailLayout(content: MailLayoutContent): string {
  return DOCTYPE + renderToStaticMarkup(h(MailDocument, content));
}

// Just enough MIME reading for assertions on what the SMTP sink received: multipart trees,
// base64 and quoted-printable bodies, RFC 2047 encoded words in headers.

export interface MimePart {
  /** Lower-cased names, unfolded and decoded values. */
  headers: Record<string, string>;
  /** Content-Type without parameters, lower-cased ('text/plain', 'multipart/mixed'). */
  type: string;
  /** The decoded body (UTF-8); empty for multipart containers. */
  body: string;
  parts: MimePart[];
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unwrapped.length; i++) {
    const hex = unwrapped.slice(i + 1, i + 3);
    if (unwrapped[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words, as nodemailer writes non-ASCII subjects. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return headers;
}

export function parseMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const content = split ? raw.slice(split.index + split[0].length) : '';
  const headers = parseHeaders(head);
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) throw new Error(`multipart part without a boundary: ${contentType}`);
    const sections = content.split(`--${boundary}`).slice(1);
    const parts = sections.filter((section) => !section.startsWith('--')).map((section) => parseMime(section.replace(/^\r?\n/, '')));
    return { headers, type, body: '', parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(content).toString('utf8')
        : content;
  return { headers, type, body, parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

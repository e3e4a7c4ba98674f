// A small set of line icons (24 px grid) for feature and value cards, drawn inline so the
// marketing pages load no image.
const PATHS = {
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Zm-3 9 2 2 4-4',
  tag: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5h.01',
  heart: 'M12 20s-7-4.4-9-9a4.6 4.6 0 0 1 9-3 4.6 4.6 0 0 1 9 3c-2 4.6-9 9-9 9Z',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
  pin: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  users: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm11.5 9v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  calendar: 'M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z',
  card: 'M3 6h18v12H3V6Zm0 4h18M7 15h4',
  chat: 'M4 5h16v11H9l-5 4V5Z',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H3',
  sparkle: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6',
  phone: 'M7 3h10v18H7V3Zm4 15h2',
  mail: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function FeatureIcon({ name, className = 'size-6' }: { name: FeatureIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

// Public contact points, shown as written and dialled or mailed as linked.
export const SUPPORT_PHONE = { display: '+1 514 555 0199', href: 'tel:+15145550199' } as const;
export const SUPPORT_EMAIL = 'support@homemate.local';

export { BookingTimeline } from './components/booking-timeline';
export { StatusBadge } from './components/status-badge';
export { formatArrivalTime } from './note-format';
export { ReceiptDownload } from './components/final-invoice';
export { SaveCardButton } from './components/card-payment';
export { CredentialBadges } from './components/credential-badges';

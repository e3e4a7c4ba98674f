// The public forms other features embed, and the bot traps their own forms carry.
export { ContactForm } from './components/contact-form';
export { FaqQuestionForm } from './components/faq-question-form';
export { HoneypotField } from './components/honeypot-field';
export { WaitlistForm } from './components/waitlist-form';
export { useBotTraps } from './hooks/use-bot-traps';

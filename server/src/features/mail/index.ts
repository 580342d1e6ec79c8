export { enqueueMail } from './outbox';
export { renderMail, type MailContent } from './layout';
export type { MailKind, MailMessage } from './message';

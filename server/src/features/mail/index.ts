export { countMailTo, enqueueMail } from './outbox';
export { renderMail, type MailContent } from './layout';
export type { MailKind, MailMessage } from './message';
export { createMailTransport, messageIdOf, type MailLogger, type MailTransport, type OutgoingMail } from './transport';
export { sendDueMail, startMailSender, type MailSenderOptions, type SendSummary } from './sender';

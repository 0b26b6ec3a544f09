import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/** Real delivery through SMTP_URL (smtp://user:pass@host:587 or smtps://...). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transporter.sendMail(email);
    },
  };
}

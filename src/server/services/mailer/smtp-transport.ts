import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/** A connection to SMTP_URL, given up after the waits (connecting, then a silent socket). */
export function openSmtp(smtpUrl: string, waits: { connectMs: number; socketMs: number }) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: waits.connectMs,
    greetingTimeout: waits.connectMs,
    socketTimeout: waits.socketMs,
  });
}

/**
 * Real delivery through SMTP_URL (smtp://user:pass@host:587 or smtps://...). The timeouts keep
 * one send well inside the outbox's claim lease (CLAIM_LEASE_MS): nodemailer's defaults would
 * let a silent server hold a send for ten minutes.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = openSmtp(smtpUrl, { connectMs: 15_000, socketMs: 60_000 });
  return {
    async send({ attachments, ...email }) {
      await transporter.sendMail({
        ...email,
        ...(attachments
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.contentBase64,
                encoding: 'base64',
              })),
            }
          : {}),
      });
    },
  };
}

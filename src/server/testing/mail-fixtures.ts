// What the tests read of a mail's calendar invite.

/** The mail's invite (its first attachment) as text, its folded ICS lines joined again. */
export function inviteText(mail: { attachments?: readonly { contentBase64: string }[] }): string {
  const [invite] = mail.attachments ?? [];
  return Buffer.from(invite?.contentBase64 ?? '', 'base64')
    .toString('utf8')
    .replace(/\r\n /g, '');
}

// The keywords of a reply (decisions.md "Text messages (SMS)"; the FCC's opt-out words): a
// keyword counts only alone, in any case, around any spaces.
export type SmsKeyword = 'stop' | 'start' | 'help';

const KEYWORDS = new Map<string, SmsKeyword>(
  Object.entries({
    STOP: 'stop',
    STOPALL: 'stop',
    UNSUBSCRIBE: 'stop',
    CANCEL: 'stop',
    END: 'stop',
    QUIT: 'stop',
    REVOKE: 'stop',
    OPTOUT: 'stop',
    START: 'start',
    UNSTOP: 'start',
    YES: 'start',
    HELP: 'help',
    INFO: 'help',
  } satisfies Record<string, SmsKeyword>),
);

/** The keyword a reply is, or null for any other words (a reply for the office). */
export function smsKeyword(body: string): SmsKeyword | null {
  return KEYWORDS.get(body.trim().toUpperCase()) ?? null;
}

// The assistant panel's conversation (store-staff-assistant.md section 2): the customer's
// messages, the answers with the windows they offer as buttons, and "writing" while one is due.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import { MessageText } from '@/client/components/assistant/message-text';
import { useLocale } from '@/client/i18n/use-locale';
import { clockIn, formatCalendarDate } from '@/domain/scheduling/format-date';
import type { SlotChoice } from '@/domain/schemas/assistant';

export interface ChatMessage {
  readonly from: 'customer' | 'assistant';
  readonly text: string;
  readonly slots?: readonly SlotChoice[];
}

export function ConversationLog({
  ref,
  messages,
  sending,
  onSend,
}: {
  ref: Ref<HTMLDivElement>;
  messages: readonly ChatMessage[];
  sending: boolean;
  onSend: (message: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={t`Conversation`}
      className="flex flex-col gap-3"
    >
      {messages.map((message, index) =>
        message.from === 'customer' ? (
          <p
            key={index}
            className="ml-8 self-end rounded-xl bg-blue-700 px-3 py-2 whitespace-pre-wrap text-white"
          >
            <span className="sr-only">
              <Trans>You:</Trans>{' '}
            </span>
            {message.text}
          </p>
        ) : (
          <div key={index} className="mr-4 rounded-xl bg-slate-100 px-3 py-2 text-slate-900">
            <span className="sr-only">
              <Trans>Assistant:</Trans>{' '}
            </span>
            <MessageText text={message.text} />
            {message.slots && message.slots.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {message.slots.map((slot) => {
                  const day = formatCalendarDate(slot.date, 'chat', undefined, locale);
                  const date = day.split(', ')[1];
                  const time = clockIn(slot.time, locale);
                  return (
                    <button
                      key={`${slot.date}-${slot.time}`}
                      type="button"
                      disabled={sending}
                      onClick={() => onSend(t`${date} at ${time}`)}
                      className="rounded-full border border-blue-300 bg-white px-3 py-1 text-xs font-semibold text-blue-800 hover:bg-blue-50"
                    >
                      {day}, {time}
                    </button>
                  );
                })}
              </div>
            )}
          </div>
        ),
      )}
      {sending && (
        <p role="status" className="text-slate-600">
          <Trans>The assistant is writing...</Trans>
        </p>
      )}
    </div>
  );
}

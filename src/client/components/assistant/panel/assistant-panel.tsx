import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bot, Minimize2, Phone, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  getAssistantBookingDraft,
  sendAssistantMessage,
  type CreatedBooking,
} from '@/client/api/assistant';
import { BookingOverlay } from '@/client/components/assistant/booking-overlay/booking-overlay';
import { ConversationLog, type ChatMessage } from './conversation-log';
import {
  hideAssistant,
  restoreAssistantFocus,
  setAssistantExpanded,
} from '@/client/lib/assistant-visibility';
import { AvatarAgentStatus } from '@/client/components/layout/assistant-launcher';
import { useKeepFocusClear } from '@/client/components/layout/use-keep-focus-clear';
import { formatCalendarDate, formatSlotWindow } from '@/domain/scheduling/format-date';
import { useLocale } from '@/client/i18n/use-locale';
import { useBusiness } from '@/client/lib/use-business';
import { formatMoney } from '@/domain/pricing/format-money';
import type { AssistantBookingDraft, SlotChoice } from '@/domain/schemas/assistant';

const SUGGESTIONS = [
  msg`How much for two 65 inch TVs on brick with the wires hidden?`,
  msg`Can you come Saturday afternoon?`,
  msg`What are your hours?`,
];

// The conversation outlives the panel being closed and opened again (until the page reloads).
let kept: { conversationId?: string; messages: ChatMessage[] } = { messages: [] };

/**
 * The floating assistant panel (store-staff-assistant.md section 2, issue 14): a built-in
 * assistant that prices with the engine, reads the live schedule and books through the contact
 * overlay. With DID_AGENT_ID and DID_CLIENT_KEY set it also loads the avatar agent.
 */
export default function AssistantPanel() {
  const business = useBusiness();
  const locale = useLocale();
  const { t } = useLingui();
  const [messages, setMessages] = useState<ChatMessage[]>(kept.messages);
  const [conversationId, setConversationId] = useState(kept.conversationId);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [draft, setDraft] = useState<AssistantBookingDraft | null>(null);
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    kept = { ...(conversationId ? { conversationId } : {}), messages };
  }, [conversationId, messages]);

  // Opened full size: focus goes inside, to the message box.
  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages]);

  useKeepFocusClear(panel);

  function minimize() {
    setAssistantExpanded(false);
    // The title bar that replaces the panel keeps the focus.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[data-assistant-launcher] button')?.focus(),
    );
  }

  function close() {
    hideAssistant();
    if (!restoreAssistantFocus()) document.getElementById('main')?.focus();
  }

  async function send(message: string) {
    const trimmed = message.trim();
    if (!trimmed || sending) return;
    setMessages((list) => [...list, { from: 'customer', text: trimmed }]);
    setText('');
    setSending(true);
    try {
      const answer = await sendAssistantMessage(trimmed, conversationId, locale);
      setConversationId(answer.conversationId);
      setMessages((list) => [
        ...list,
        {
          from: 'assistant',
          text: answer.reply.text,
          ...(answer.reply.slots && answer.reply.form !== 'booking'
            ? { slots: answer.reply.slots }
            : {}),
        },
      ]);
      if (answer.reply.form === 'booking') {
        setDraft(await getAssistantBookingDraft(answer.conversationId));
      }
    } catch {
      setMessages((list) => [
        ...list,
        {
          from: 'assistant',
          text: business
            ? t`Sorry, I could not reach the assistant just now. Please try again, or call us at ${business.phone}.`
            : t`Sorry, I could not reach the assistant just now. Please try again, or call our office.`,
        },
      ]);
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(text);
  }

  function booked(booking: CreatedBooking) {
    setDraft(null);
    const reference = booking.reference ?? `#${booking.id}`;
    const when = `${formatCalendarDate(booking.appointmentDate, 'chat', undefined, locale)}, ${formatSlotWindow(booking.appointmentTime as SlotChoice['time'], locale)}`;
    const total = formatMoney(booking.totalPrice, locale);
    setMessages((list) => [
      ...list,
      {
        from: 'assistant',
        text: t`You're booked! Your reference is ${reference}.\n- ${when}\n- Total ${total}, cash on completion\nWe have e-mailed you the details.`,
      },
    ]);
    input.current?.focus();
  }

  return (
    <section
      ref={panel}
      data-assistant-panel
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !draft) {
          event.stopPropagation();
          close();
        }
      }}
      className="fixed right-3 bottom-22 z-40 flex max-h-[min(36rem,calc(100dvh-7rem))] w-[min(25rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-6 sm:bottom-24"
    >
      <div className="flex items-center gap-2 bg-gradient-to-r from-blue-700 to-indigo-700 py-2 pr-2 pl-4 text-white">
        <Bot className="size-5 shrink-0" aria-hidden />
        <h2 id={titleId} className="mr-auto text-base font-bold">
          <Trans>AI Assistant</Trans>
        </h2>
        <button
          type="button"
          onClick={minimize}
          aria-label={t`Minimize assistant`}
          aria-expanded
          className="grid size-9 place-items-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          <Minimize2 className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          onClick={close}
          aria-label={t`Close assistant`}
          className="grid size-9 place-items-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>

      <>
        <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm leading-relaxed">
          <p className="mr-6 rounded-xl bg-slate-100 px-3 py-2 text-slate-900">
            <Trans>
              Hi! Ask me for an exact price, open times or to book. I answer from our price list and
              live schedule.
            </Trans>
          </p>
          <ConversationLog
            ref={log}
            messages={messages}
            sending={sending}
            onSend={(message) => void send(message)}
          />
          {messages.length === 0 && (
            <div className="flex flex-wrap gap-2">
              {SUGGESTIONS.map((descriptor) => t(descriptor)).map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  onClick={() => void send(suggestion)}
                  className="rounded-full border border-blue-200 bg-blue-50 px-3 py-1.5 text-left text-xs font-semibold text-blue-900 hover:bg-blue-100"
                >
                  {suggestion}
                </button>
              ))}
            </div>
          )}
        </div>
        <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3">
          <label htmlFor={inputId} className="sr-only">
            <Trans>Message the assistant</Trans>
          </label>
          <textarea
            ref={input}
            id={inputId}
            rows={1}
            maxLength={1000}
            value={text}
            placeholder={t`Ask about prices, times or booking`}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void send(text);
              }
            }}
            className="max-h-24 min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-blue-700 sm:text-sm"
          />
          <Button type="submit" size="icon" disabled={sending || !text.trim()} aria-label={t`Send`}>
            <Send aria-hidden />
          </Button>
        </form>
        <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-700">
          <Trans>Rather talk?</Trans>{' '}
          <a href={business?.telHref} className="font-semibold text-blue-800 underline">
            <Phone className="mr-1 inline size-3" aria-hidden />
            <Trans>Call {business?.phone}</Trans>
          </a>
        </p>
        <AvatarAgentStatus />
      </>
      {draft && (
        <BookingOverlay
          draft={draft}
          open
          onOpenChange={(open) => {
            if (!open) {
              setDraft(null);
              input.current?.focus();
            }
          }}
          onBooked={booked}
        />
      )}
    </section>
  );
}

import { Bot, Maximize2, Minimize2, Phone, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { hideAssistant } from '@/client/lib/assistant-visibility';
import { enterBuilder } from '@/client/lib/site-mode';
import { cn } from '@/client/lib/utils';
import { BUSINESS, LANDING_STARTING_PRICES } from '@/domain/catalog/landing';
import { formatMoney } from '@/domain/pricing/format-money';

interface QuickAnswer {
  readonly question: string;
  readonly answer: string;
}

const QUICK_ANSWERS: readonly QuickAnswer[] = [
  {
    question: 'What are your starting prices?',
    answer: Object.values(LANDING_STARTING_PRICES)
      .map(({ title, priceCents }) => `${title} from ${formatMoney(priceCents)}`)
      .join('; '),
  },
  {
    question: 'When are you open?',
    answer: `We install ${BUSINESS.hours}, with same-day service when a slot is open. This assistant answers 24/7.`,
  },
  {
    question: 'Where do you work?',
    answer: `The whole ${BUSINESS.city} metro area: houses, condos and 20 apartment complexes in Uptown, South End and beyond.`,
  },
  {
    question: 'How do I book?',
    answer:
      'Open the Mount Builder, add your TVs and services, pick a two-hour arrival window and pay by card, Afterpay or cash. It takes about 3 minutes.',
  },
];

/**
 * The floating assistant panel toggled by the header's AI Chat button (store-staff-assistant.md
 * section 2). Without a third-party agent key (DID_AGENT_ID, DID_CLIENT_KEY unset: the default)
 * it is a built-in helper answering from the catalog; no third-party script is loaded.
 */
export default function AssistantPanel() {
  const [minimized, setMinimized] = useState(false);
  const [asked, setAsked] = useState<readonly QuickAnswer[]>([]);
  const titleId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function openBuilder() {
    enterBuilder('builder');
    if (pathname !== '/') void navigate('/');
    hideAssistant();
  }

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'fixed right-4 bottom-24 z-40 flex w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-6',
        minimized ? 'h-auto' : 'max-h-[min(34rem,calc(100dvh-8rem))]',
      )}
    >
      <div className="flex items-center gap-2 bg-gradient-to-r from-blue-700 to-indigo-700 px-4 py-3 text-white">
        <Bot className="size-5" aria-hidden />
        <h2 id={titleId} className="mr-auto text-base font-bold">
          AI Assistant
        </h2>
        <button
          type="button"
          onClick={() => setMinimized((value) => !value)}
          aria-label={minimized ? 'Maximize assistant' : 'Minimize assistant'}
          className="grid size-8 place-items-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          {minimized ? (
            <Maximize2 className="size-4" aria-hidden />
          ) : (
            <Minimize2 className="size-4" aria-hidden />
          )}
        </button>
        <button
          type="button"
          onClick={hideAssistant}
          aria-label="Close assistant"
          className="grid size-8 place-items-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>

      {!minimized && (
        <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4 text-sm">
          <p className="rounded-xl bg-slate-100 px-3 py-2 text-slate-800">
            Hi! I can answer quick questions about prices, hours and where we work, or get you
            started on a booking.
          </p>
          <div aria-live="polite" className="flex flex-col gap-3">
            {asked.map((item, index) => (
              <div key={`${item.question}-${index}`} className="flex flex-col gap-2">
                <p className="ml-8 self-end rounded-xl bg-blue-700 px-3 py-2 text-white">
                  {item.question}
                </p>
                <p className="mr-8 rounded-xl bg-slate-100 px-3 py-2 text-slate-800">
                  {item.answer}
                </p>
              </div>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            {QUICK_ANSWERS.map((item) => (
              <button
                key={item.question}
                type="button"
                onClick={() => setAsked((list) => [...list, item])}
                className="rounded-full border border-blue-200 bg-blue-50 px-3 py-1.5 text-left text-xs font-semibold text-blue-800 hover:bg-blue-100"
              >
                {item.question}
              </button>
            ))}
          </div>
          <div className="mt-1 grid gap-2 border-t border-slate-200 pt-3">
            <Button onClick={openBuilder}>Start the Mount Builder</Button>
            <Button asChild variant="outline">
              <a href={BUSINESS.telHref}>
                <Phone aria-hidden />
                Call {BUSINESS.phone}
              </a>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

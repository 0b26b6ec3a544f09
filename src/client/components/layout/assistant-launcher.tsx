import { Trans, useLingui } from '@lingui/react/macro';
import { Bot, Maximize2, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getAvatarAgentConfig, type AvatarAgentConfig } from '@/client/api/assistant';
import { loadScreenCatalogs } from '@/client/i18n/catalogs';
import {
  hideAssistant,
  restoreAssistantFocus,
  setAssistantExpanded,
} from '@/client/lib/assistant-visibility';

// The agent's loader and state line: only for a site whose avatar agent is configured. Its words
// are the assistant's (a screens' catalog), fetched with it.
const AvatarAgentLine = lazy(() =>
  Promise.all([
    import('@/client/components/assistant/avatar-agent-status'),
    loadScreenCatalogs(),
  ]).then(([module]) => module),
);

/** The avatar agent's configuration, asked for once per page. */
let agentConfig: Promise<AvatarAgentConfig | null> | null = null;
export function avatarAgentConfig(): Promise<AvatarAgentConfig | null> {
  agentConfig ??= getAvatarAgentConfig().catch(() => null);
  return agentConfig;
}

/** The avatar agent's state line, once its configuration says it is on (its code loads then). */
export function AvatarAgentStatus() {
  const [agent, setAgent] = useState<AvatarAgentConfig | null>(null);
  useEffect(() => {
    let cancelled = false;
    void avatarAgentConfig().then((config) => {
      if (!cancelled && config?.enabled) setAgent(config);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!agent) return null;
  return (
    <Suspense fallback={null}>
      <AvatarAgentLine agent={agent} />
    </Suspense>
  );
}

/**
 * The assistant panel minimised to its title bar (store-staff-assistant.md section 4: the widget
 * starts visible). It is small and in the first bundle; the conversation itself loads when the
 * panel is opened full size. It is docked at the end of the page rather than floating (issue 26):
 * floating, it covered prices, "Add to Cart", error messages and focused controls on a phone.
 * The header's "AI Chat" opens the assistant from anywhere on the page.
 */
export function AssistantLauncher() {
  const { t } = useLingui();
  return (
    <section
      data-assistant-launcher
      aria-labelledby="assistant-launcher-title"
      className="mx-auto my-6 w-fit overflow-hidden rounded-2xl border border-slate-200 shadow-md"
    >
      <div className="flex items-center gap-2 bg-gradient-to-r from-blue-700 to-indigo-700 py-1.5 pr-1.5 pl-3 text-white">
        <Bot className="size-5 shrink-0" aria-hidden />
        <h2 id="assistant-launcher-title" className="text-sm font-bold">
          <Trans>AI Assistant</Trans>
        </h2>
        <button
          type="button"
          onClick={() => setAssistantExpanded(true)}
          aria-label={t`Maximize assistant`}
          aria-expanded={false}
          className="grid size-9 place-items-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          <Maximize2 className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          onClick={() => {
            hideAssistant();
            // Back to what opened it, else to the header's AI Chat, the way to open it again.
            if (!restoreAssistantFocus())
              document.querySelector<HTMLElement>('[data-assistant-toggle]')?.focus();
          }}
          aria-label={t`Close assistant`}
          className="grid size-9 place-items-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <AvatarAgentStatus />
    </section>
  );
}

import { Bot, Maximize2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { getAvatarAgentConfig, type AvatarAgentConfig } from '@/client/components/assistant/api';
import {
  loadAvatarAgent,
  retryAvatarAgent,
  useAvatarState,
} from '@/client/components/assistant/avatar-agent';
import {
  hideAssistant,
  restoreAssistantFocus,
  setAssistantExpanded,
} from '@/client/lib/assistant-visibility';

/** The avatar agent's configuration, asked for once per page. */
let agentConfig: Promise<AvatarAgentConfig | null> | null = null;
export function avatarAgentConfig(): Promise<AvatarAgentConfig | null> {
  agentConfig ??= getAvatarAgentConfig().catch(() => null);
  return agentConfig;
}

/** The avatar agent's state line: 'Loading AI Assistant...', ready, or the error with Try Again. */
export function AvatarAgentStatus() {
  const [agent, setAgent] = useState<AvatarAgentConfig | null>(null);
  const avatar = useAvatarState();
  useEffect(() => {
    let cancelled = false;
    void avatarAgentConfig().then((config) => {
      if (cancelled || !config?.enabled) return;
      setAgent(config);
      loadAvatarAgent(config);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!agent) return null;
  return (
    <div className="border-t border-slate-200 bg-white px-4 py-2 text-sm">
      {avatar.status === 'loading' && (
        <p role="status" className="text-slate-700">
          Loading AI Assistant...
        </p>
      )}
      {avatar.status === 'ready' && (
        <p role="status" className="text-green-800">
          Video assistant ready
        </p>
      )}
      {avatar.status === 'error' && (
        <div role="alert" className="flex items-center justify-between gap-2 text-red-800">
          <span>{avatar.message}</span>
          <Button size="sm" variant="outline" onClick={() => retryAvatarAgent(agent)}>
            Try Again
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The assistant panel minimised to its title bar (store-staff-assistant.md section 4: the widget
 * starts visible). It is small and in the first bundle; the conversation itself loads when the
 * panel is opened full size.
 */
export function AssistantLauncher() {
  return (
    <section
      data-assistant-launcher
      aria-labelledby="assistant-launcher-title"
      className="fixed right-20 bottom-5 z-40 overflow-hidden rounded-2xl border border-slate-200 shadow-xl sm:right-6 sm:bottom-24"
    >
      <div className="flex items-center gap-2 bg-gradient-to-r from-blue-700 to-indigo-700 py-1.5 pr-1.5 pl-3 text-white">
        <Bot className="size-5 shrink-0" aria-hidden />
        <h2 id="assistant-launcher-title" className="text-sm font-bold">
          AI Assistant
        </h2>
        <button
          type="button"
          onClick={() => setAssistantExpanded(true)}
          aria-label="Maximize assistant"
          aria-expanded={false}
          className="grid size-9 place-items-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          <Maximize2 className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          onClick={() => {
            hideAssistant();
            if (!restoreAssistantFocus()) document.getElementById('main')?.focus();
          }}
          aria-label="Close assistant"
          className="grid size-9 place-items-center rounded-md hover:bg-white/15 focus-visible:outline-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <AvatarAgentStatus />
    </section>
  );
}

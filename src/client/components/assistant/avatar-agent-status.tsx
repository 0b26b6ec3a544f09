import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button } from '@/client/components/ui/button';
import type { AvatarAgentConfig } from '@/client/api/assistant';
import { loadAvatarAgent, retryAvatarAgent, useAvatarState } from './avatar-agent';

/**
 * The avatar agent's state line: 'Loading AI Assistant...', ready, or the error with Try Again.
 * It starts the agent when it is first shown (layout/assistant-launcher.tsx shows it only when
 * the agent is configured).
 */
export default function AvatarAgentLine({ agent }: { agent: AvatarAgentConfig }) {
  const avatar = useAvatarState();
  useEffect(() => loadAvatarAgent(agent), [agent]);
  return (
    <div className="border-t border-slate-200 bg-white px-4 py-2 text-sm">
      {avatar.status === 'loading' && (
        <p role="status" className="text-slate-700">
          <Trans>Loading AI Assistant...</Trans>
        </p>
      )}
      {avatar.status === 'ready' && (
        <p role="status" className="text-green-800">
          <Trans>Video assistant ready</Trans>
        </p>
      )}
      {avatar.status === 'error' && (
        <div role="alert" className="flex items-center justify-between gap-2 text-red-800">
          <span>{avatar.message}</span>
          <Button size="sm" variant="outline" onClick={() => retryAvatarAgent(agent)}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

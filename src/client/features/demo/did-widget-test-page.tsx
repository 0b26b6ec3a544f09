import { useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  AvatarAgentStatus,
  avatarAgentConfig,
} from '@/client/components/layout/assistant-launcher';
import type { AvatarAgentConfig } from '@/client/api/assistant';
import { AVATAR_SCRIPT_SRC } from '@/client/components/assistant/avatar-agent';
import { showAssistant } from '@/client/lib/assistant-visibility';
import { DemoFrame, DemoSection } from './demo-frame';

/** /did-test and /did-widget-test: the avatar agent widget and its load states. */
export default function DidWidgetTestPage() {
  const [config, setConfig] = useState<AvatarAgentConfig | null | undefined>(undefined);
  useEffect(() => {
    void avatarAgentConfig().then(setConfig);
  }, []);
  return (
    <DemoFrame
      title="AI Avatar Widget Test"
      intro="Loads the third-party avatar agent when DID_AGENT_ID and DID_CLIENT_KEY are set, and shows its state."
    >
      <DemoSection
        id="config-heading"
        title="Configuration"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        {config === undefined ? (
          <p role="status">Checking...</p>
        ) : config?.enabled ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Agent id</dt>
            <dd className="break-all">{config.agentId}</dd>
            <dt className="text-slate-600">Script</dt>
            <dd className="break-all">{AVATAR_SCRIPT_SRC}</dd>
          </dl>
        ) : (
          <p className="mt-2 text-slate-800">
            The avatar agent is not configured (DID_AGENT_ID and DID_CLIENT_KEY are unset), so no
            third-party script is loaded. The built-in assistant answers instead.
          </p>
        )}
      </DemoSection>
      <DemoSection
        id="widget-heading"
        title="Widget state"
        className="mt-6 rounded-lg border border-slate-200 bg-white"
        headingClassName="px-5 pt-5"
      >
        <div className="p-1">
          {config?.enabled ? <AvatarAgentStatus /> : <p className="px-4 py-2 text-sm">Off</p>}
        </div>
      </DemoSection>
      <Button className="mt-6" onClick={showAssistant}>
        Open the AI Assistant
      </Button>
    </DemoFrame>
  );
}

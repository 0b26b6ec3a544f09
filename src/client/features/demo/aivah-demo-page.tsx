import {
  BookOpen,
  Calculator,
  CalendarCheck,
  Phone,
  PhoneOff,
  Wrench,
  Building2,
  Video,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import { showAssistant } from '@/client/lib/assistant-visibility';
import { useSimulatedCall, type CallState } from '@/client/lib/simulated-call';
import { useBusiness } from '@/client/lib/use-business';
import { BUSINESS_HOURS } from '@/domain/scheduling/business-hours';
import { DemoFrame, DemoSection, DemoTiles } from './demo-frame';

const CALL_LABELS: Record<CallState, string> = {
  idle: 'Ready to call (simulation)',
  dialing: 'Dialing... (simulation)',
  connected: 'Connected (simulated: no real call is placed)',
  ended: 'Call ended',
};

const FEATURES = [
  {
    icon: Calculator,
    title: 'Exact quotes',
    text: 'Prices come from the same engine as the booking screens.',
  },
  {
    icon: CalendarCheck,
    title: 'Live schedule',
    text: 'Open arrival windows are read from the real schedule.',
  },
  {
    icon: BookOpen,
    title: 'Books for you',
    text: 'The contact form books with cash on completion.',
  },
];

const SCENARIOS = [
  {
    icon: Calculator,
    title: 'Pricing inquiry',
    prompt: 'How much for two 65 inch TVs on brick with the wires hidden?',
  },
  { icon: CalendarCheck, title: 'Service booking', prompt: 'Can you come Saturday afternoon?' },
  {
    icon: Wrench,
    title: 'Technical support',
    prompt: 'Can you mount a TV over my fireplace with an outlet?',
  },
  { icon: Building2, title: 'Apartment expertise', prompt: 'Do you serve 28202?' },
];

function PhoneInterface() {
  const business = useBusiness();
  const call = useSimulatedCall();
  return (
    <div className="grid gap-4 text-center">
      <p className="text-2xl font-bold">{business?.phone}</p>
      <p role="status" className="rounded-md bg-slate-100 px-3 py-2 font-semibold">
        {CALL_LABELS[call.state]}
        {call.failed && ': the call could not be placed'}
      </p>
      {call.state === 'connected' ? (
        <Button variant="destructive" onClick={call.end}>
          <PhoneOff aria-hidden />
          End Call
        </Button>
      ) : (
        <Button
          disabled={call.state !== 'idle'}
          onClick={call.dial}
          className="bg-green-700 hover:bg-green-800"
        >
          <Phone aria-hidden />
          Start simulated call
        </Button>
      )}
      <p className="text-xs text-slate-600">
        This phone interface is a demonstration: no call is placed. To reach us, dial{' '}
        {business?.phone}.
      </p>
    </div>
  );
}

/** /aivah-demo: the AI avatar integration demo (store-staff-assistant.md section 2). */
export default function AivahDemoPage() {
  const business = useBusiness();
  const [phoneOpen, setPhoneOpen] = useState(false);
  return (
    <DemoFrame
      title="AI Avatar Integration Demo"
      intro="How the AI assistant fits the business. The video avatar is off on this page; the phone interface below is a simulation."
    >
      <DemoSection
        id="avatar-heading"
        title="Avatar"
        className="rounded-lg border border-slate-200 bg-white p-5"
      >
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled>
            <Video aria-hidden />
            Avatar Disabled
          </Button>
          <Button variant="outline" onClick={() => setPhoneOpen(true)}>
            <Phone aria-hidden />
            Phone Integration
          </Button>
          <Button variant="outline" onClick={showAssistant}>
            Open the chat assistant
          </Button>
        </div>
      </DemoSection>

      <DemoSection
        id="kb-heading"
        title="Knowledge Base"
        className="mt-6 rounded-lg border border-slate-200 bg-white p-5"
      >
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          <li>The price list: installation, mounts, wall surcharges, add-ons and services</li>
          <li>Open arrival windows for today and the next 13 days</li>
          <li>Hours ({BUSINESS_HOURS}), service area ZIP codes, warranty, payment and insurance</li>
          <li>Anything else: the assistant gives our phone number, {business?.phone}</li>
        </ul>
      </DemoSection>

      <DemoSection id="features-heading" title="Features" className="mt-6">
        <DemoTiles tiles={FEATURES} className="sm:grid-cols-3" />
      </DemoSection>

      <DemoSection id="scenarios-heading" title="Demo scenarios" className="mt-6">
        <DemoTiles
          tiles={SCENARIOS.map((scenario) => ({ ...scenario, text: `Try: "${scenario.prompt}"` }))}
          className="sm:grid-cols-2"
        />
      </DemoSection>

      <DialogPanel
        open={phoneOpen}
        onOpenChange={setPhoneOpen}
        title="Phone Integration"
        description="A simulated call, for demonstration."
      >
        <PhoneInterface />
      </DialogPanel>
    </DemoFrame>
  );
}

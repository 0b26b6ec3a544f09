import { CalendarClock, CalendarDays, CheckCircle2 } from 'lucide-react';
import type { StaffBooking } from '@/domain/schemas/staff';
import { StaffHeader } from '@/client/components/staff/staff-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { jobsFor, type JobTab } from '../lib/job-buckets';
import type { TechnicianSession } from '../lib/technician-session';
import { withWaitingChanges } from '../offline/change-queue';
import { OfflineBanner } from '../offline/offline-banner';
import { QueuedChangesNotice } from '../offline/queued-changes-notice';
import {
  useOnline,
  useQueuedChanges,
  useReplayQueuedChanges,
  waitingCount,
} from '../offline/use-offline-changes';
import { CalendarLinkButton } from './calendar-link-button';
import { JobCard } from './job-card';

const TABS: { value: JobTab; label: string; empty: string }[] = [
  { value: 'all', label: 'All Assigned', empty: 'No jobs assigned to you yet' },
  { value: 'today', label: "Today's Jobs", empty: 'No jobs scheduled for today' },
  { value: 'upcoming', label: 'Upcoming Jobs', empty: 'No upcoming jobs scheduled' },
  { value: 'completed', label: 'Completed Jobs', empty: 'No completed jobs yet' },
];

export function TechnicianDashboard({
  jobs: fetched,
  session,
  onLogout,
}: {
  jobs: readonly StaffBooking[];
  session: TechnicianSession;
  onLogout: () => void;
}) {
  const now = new Date();
  const online = useOnline();
  const queued = useQueuedChanges(session);
  useReplayQueuedChanges(session);
  // Changes waiting on the phone show on their jobs as if sent (docs/decisions/041).
  const jobs = fetched.map((job) => withWaitingChanges(job, queued));
  const counters = [
    { label: "Today's Jobs", value: jobsFor('today', jobs, now).length, icon: CalendarDays },
    { label: 'Upcoming Jobs', value: jobsFor('upcoming', jobs, now).length, icon: CalendarClock },
    { label: 'Completed Jobs', value: jobsFor('completed', jobs, now).length, icon: CheckCircle2 },
  ];

  return (
    <div className="min-h-dvh bg-muted/40">
      <OfflineBanner online={online} waiting={waitingCount(queued)} />
      <StaffHeader look="technician" title="Technician Dashboard" onLogout={onLogout} />
      <main id="main" className="mx-auto max-w-3xl space-y-4 px-3 pt-4 pb-28 sm:px-4">
        <div className="flex justify-end">
          <CalendarLinkButton session={session} />
        </div>
        <ul className="grid grid-cols-3 gap-2">
          {counters.map(({ label, value, icon: Icon }) => (
            <li key={label} className="rounded-xl border bg-card p-3 text-center shadow-sm">
              <Icon aria-hidden="true" className="mx-auto size-5 text-primary" />
              <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
              <p className="text-xs text-muted-foreground">{label}</p>
            </li>
          ))}
        </ul>
        {/* A change for a job no longer in the list (the office reassigned it meanwhile). */}
        <QueuedChangesNotice
          withBooking
          changes={queued.filter((entry) => !jobs.some((job) => job.id === entry.bookingId))}
        />
        <Tabs defaultValue="all">
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="text-xs sm:text-sm">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => {
            const list = jobsFor(t.value, jobs, now);
            return (
              <TabsContent key={t.value} value={t.value} className="space-y-3">
                {list.length === 0 ? (
                  <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">
                    {t.empty}
                  </p>
                ) : (
                  list.map((job) => (
                    <JobCard
                      key={job.id}
                      job={job}
                      session={session}
                      queued={queued.filter((entry) => entry.bookingId === job.id)}
                    />
                  ))
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      </main>
    </div>
  );
}

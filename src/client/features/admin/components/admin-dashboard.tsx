import { lazy, Suspense } from 'react';
import { StaffHeader } from '@/client/components/staff/staff-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import BookingsTab from '../bookings/components/bookings-tab';
import { SummaryCards } from '../bookings/components/summary-cards';
import { useAdminLiveUpdates } from '../lib/admin-live-updates';

// Only the bookings are on screen when the dashboard opens; each other tab loads when opened.
const ScheduleTab = lazy(() => import('../schedule/components/schedule-tab'));
const TechniciansTab = lazy(() => import('../team/components/technicians-tab'));
const OutboxTab = lazy(() => import('../outbox/components/outbox-tab'));
// Customer reviews (issue 31).
const ReviewsTab = lazy(() => import('../reviews/components/reviews-tab'));
// Webhook endpoints (issue 32).
const IntegrationsTab = lazy(() => import('../integrations/components/integrations-tab'));
// The Store tab (issue 13).
const StoreTab = lazy(() => import('../store/components/store-tab'));
// Business settings (issue 16), also fetched only when opened.
const SettingsTab = lazy(() => import('../settings/settings-tab'));

const loading = <p role="status">Loading…</p>;

/** The tabs after Bookings, each fetched when first opened. */
const LAZY_TABS = [
  { value: 'schedule', label: 'Schedule', fallback: loading, panel: () => <ScheduleTab /> },
  {
    value: 'technicians',
    label: 'Technicians',
    fallback: loading,
    panel: () => <TechniciansTab />,
  },
  { value: 'outbox', label: 'Outbox', fallback: loading, panel: () => <OutboxTab /> },
  { value: 'reviews', label: 'Reviews', fallback: loading, panel: () => <ReviewsTab /> },
  {
    value: 'integrations',
    label: 'Integrations',
    fallback: loading,
    panel: () => <IntegrationsTab />,
  },
  {
    value: 'store',
    label: 'Store',
    fallback: <p role="status">Loading the store…</p>,
    panel: (token: string) => <StoreTab token={token} />,
  },
  {
    value: 'settings',
    label: 'Settings',
    fallback: <p role="status">Loading the settings…</p>,
    panel: (token: string) => <SettingsTab token={token} />,
  },
];

export function AdminDashboard({ token, onLogout }: { token: string; onLogout: () => void }) {
  // The lists, the board and the figures follow the live stream while signed in (issue 30).
  useAdminLiveUpdates(token);
  return (
    <div className="min-h-dvh bg-muted/40">
      <StaffHeader
        look="admin"
        title="Admin Dashboard"
        logo={<img src="/assets/logo.svg" alt="" className="size-8" />}
        onLogout={onLogout}
      />
      <main id="main" className="mx-auto max-w-7xl space-y-6 px-3 py-6 sm:px-4">
        <SummaryCards />
        <Tabs defaultValue="bookings">
          {/* Wraps onto two lines on a phone instead of scrolling sideways. */}
          <TabsList className="flex h-auto w-full flex-wrap justify-start gap-1 sm:w-auto">
            <TabsTrigger value="bookings">Bookings</TabsTrigger>
            {LAZY_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="bookings">
            <BookingsTab />
          </TabsContent>
          {LAZY_TABS.map(({ value, fallback, panel }) => (
            <TabsContent key={value} value={value}>
              <Suspense fallback={fallback}>{panel(token)}</Suspense>
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}

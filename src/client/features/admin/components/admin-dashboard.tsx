import { LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { StaffBooking, Technician } from '@/domain/schemas/staff';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { BookingsTab } from './bookings-tab';
import { SummaryCards } from './summary-cards';
import { TechniciansTab } from './technicians-tab';

// The Store tab (issue 13) is fetched only when opened.
const StoreTab = lazy(() => import('@/client/features/store/admin/store-tab'));
// Business settings (issue 16), also fetched only when opened.
const SettingsTab = lazy(() => import('../settings/settings-tab'));

export function AdminDashboard({
  bookings,
  technicians,
  token,
  onLogout,
}: {
  bookings: readonly StaffBooking[];
  technicians: readonly Technician[];
  token: string;
  onLogout: () => void;
}) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <div className="flex items-center gap-3">
            <img src="/assets/logo.svg" alt="" className="size-8" />
            <h1 className="text-xl font-bold">Admin Dashboard</h1>
          </div>
          <Button variant="outline" onClick={onLogout}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <SummaryCards bookings={bookings} />
        <Tabs defaultValue="bookings">
          <TabsList>
            <TabsTrigger value="bookings">Bookings</TabsTrigger>
            <TabsTrigger value="technicians">Technicians</TabsTrigger>
            <TabsTrigger value="store">Store</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
          </TabsList>
          <TabsContent value="bookings">
            <BookingsTab bookings={bookings} technicians={technicians} token={token} />
          </TabsContent>
          <TabsContent value="technicians">
            <TechniciansTab technicians={technicians} token={token} />
          </TabsContent>
          <TabsContent value="store">
            <Suspense fallback={<p role="status">Loading the store…</p>}>
              <StoreTab token={token} />
            </Suspense>
          </TabsContent>
          <TabsContent value="settings">
            <Suspense fallback={<p role="status">Loading the settings…</p>}>
              <SettingsTab token={token} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

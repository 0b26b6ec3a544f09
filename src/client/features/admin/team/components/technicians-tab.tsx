import { useState } from 'react';
import type { Technician } from '@/domain/schemas/staff';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { useAdminToken } from '../../lib/admin-context';
import { useTechnicians } from '../api/get-technicians';
import { useWideScreen } from '@/client/lib/use-wide-screen';
import { TechnicianActions } from './technician-actions';
import { TechnicianWizard } from './technician-wizard';
import { StaffTable, type StaffColumn } from '@/client/components/staff/staff-table';
import { AdminPanel } from '../../components/admin-panel';

function ActiveText({ active }: { active: boolean }) {
  return (
    <span className={active ? 'font-medium text-success' : 'text-muted-foreground'}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

function RoleBadge({ role }: { role: Technician['role'] }) {
  return (
    <Badge variant={role === 'admin' ? 'default' : 'secondary'} className="capitalize">
      {role}
    </Badge>
  );
}

const orNA = (text: string) => text || 'N/A';

const COLUMNS: StaffColumn<Technician>[] = [
  { header: 'Name', className: 'font-medium', cell: (t) => t.name },
  { header: 'Username', cell: (t) => t.username },
  { header: 'Phone', className: 'whitespace-nowrap', cell: (t) => orNA(t.phone) },
  {
    header: 'Email',
    className: 'max-w-48 truncate',
    cell: (t) => <span title={t.email}>{orNA(t.email)}</span>,
  },
  { header: 'Role', cell: (t) => <RoleBadge role={t.role} /> },
  { header: 'Status', cell: (t) => <ActiveText active={t.isActive} /> },
  {
    header: 'Max jobs/day',
    className: 'tabular-nums',
    cell: (t) => (t.role === 'technician' ? t.maxJobsPerDay : '—'),
  },
  { header: 'Specialties', cell: (t) => orNA(t.specialties.join(', ')) },
  { header: 'Actions', cell: (t) => <TechnicianActions technician={t} /> },
];

function TeamCards({ team }: { team: readonly Technician[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 p-3" aria-label="Team">
      {team.map((t) => (
        <li key={t.id} className="space-y-2 rounded-lg border bg-background p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold">{t.name}</p>
              <p className="text-muted-foreground">@{t.username}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <RoleBadge role={t.role} />
              <ActiveText active={t.isActive} />
            </div>
          </div>
          <p>{orNA(t.phone)}</p>
          <p className="truncate" title={t.email}>
            {orNA(t.email)}
          </p>
          {t.role === 'technician' && <p>Max {t.maxJobsPerDay} jobs a day</p>}
          <p className="text-muted-foreground">Specialties: {orNA(t.specialties.join(', '))}</p>
          <TechnicianActions technician={t} />
        </li>
      ))}
    </ul>
  );
}

/** Team Management: add, edit, deactivate or reactivate, reset a password (issue 16). */
export default function TechniciansTab() {
  const token = useAdminToken();
  const technicians = useTechnicians(token);
  const wide = useWideScreen();
  const [adding, setAdding] = useState(false);
  const team = technicians.data ?? [];
  return (
    <AdminPanel
      id="team-title"
      title="Team Management"
      headClassName="flex flex-wrap items-center justify-between gap-3"
      head={<Button onClick={() => setAdding(true)}>Add New Technician</Button>}
    >
      {wide ? (
        <div className="overflow-x-auto">
          <StaffTable look="admin" columns={COLUMNS} rows={team} />
        </div>
      ) : (
        <TeamCards team={team} />
      )}
      <TechnicianWizard open={adding} onOpenChange={setAdding} token={token} />
    </AdminPanel>
  );
}

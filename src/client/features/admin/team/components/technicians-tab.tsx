import { useState } from 'react';
import type { Technician } from '@/domain/schemas/staff';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { useAdminToken } from '../../lib/admin-context';
import { useTechnicians } from '../api/get-technicians';
import { useWideScreen } from '../../lib/use-wide-screen';
import { TechnicianActions } from './technician-actions';
import { TechnicianWizard } from './technician-wizard';

const COLUMNS = [
  'Name',
  'Username',
  'Phone',
  'Email',
  'Role',
  'Status',
  'Max jobs/day',
  'Specialties',
  'Actions',
];

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

function TeamTable({ team }: { team: readonly Technician[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className="p-3 font-semibold">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {team.map((t) => (
          <tr key={t.id} className="border-b align-top last:border-0">
            <td className="p-3 font-medium">{t.name}</td>
            <td className="p-3">{t.username}</td>
            <td className="p-3 whitespace-nowrap">{t.phone || 'N/A'}</td>
            <td className="max-w-48 truncate p-3" title={t.email}>
              {t.email || 'N/A'}
            </td>
            <td className="p-3">
              <RoleBadge role={t.role} />
            </td>
            <td className="p-3">
              <ActiveText active={t.isActive} />
            </td>
            <td className="p-3 tabular-nums">{t.role === 'technician' ? t.maxJobsPerDay : '—'}</td>
            <td className="p-3">{t.specialties.length ? t.specialties.join(', ') : 'N/A'}</td>
            <td className="p-3">
              <TechnicianActions technician={t} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
          <p>{t.phone || 'N/A'}</p>
          <p className="truncate" title={t.email}>
            {t.email || 'N/A'}
          </p>
          {t.role === 'technician' && <p>Max {t.maxJobsPerDay} jobs a day</p>}
          <p className="text-muted-foreground">
            Specialties: {t.specialties.length ? t.specialties.join(', ') : 'N/A'}
          </p>
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
    <section aria-labelledby="team-title" className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4">
        <h2 id="team-title" className="text-lg font-semibold">
          Team Management
        </h2>
        <Button onClick={() => setAdding(true)}>Add New Technician</Button>
      </div>
      {wide ? (
        <div className="overflow-x-auto">
          <TeamTable team={team} />
        </div>
      ) : (
        <TeamCards team={team} />
      )}
      <TechnicianWizard open={adding} onOpenChange={setAdding} token={token} />
    </section>
  );
}

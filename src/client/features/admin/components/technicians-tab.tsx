import { useState } from 'react';
import type { Technician } from '@/domain/schemas/staff';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { TechnicianWizard } from './technician-wizard';

const COLUMNS = [
  'Name',
  'Username',
  'Phone',
  'Email',
  'Role',
  'Status',
  'Hire Date',
  'Specialties',
];

export function TechniciansTab({
  technicians,
  token,
}: {
  technicians: readonly Technician[];
  token: string;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="team-title" className="rounded-xl border bg-card shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b p-4">
        <h2 id="team-title" className="text-lg font-semibold">
          Team Management
        </h2>
        <Button onClick={() => setAdding(true)}>Add New Technician</Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[860px] text-left text-sm">
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
            {technicians.map((t) => (
              <tr key={t.id} className="border-b last:border-0">
                <td className="p-3 font-medium">{t.name}</td>
                <td className="p-3">{t.username}</td>
                <td className="p-3">{t.phone || 'N/A'}</td>
                <td className="p-3">{t.email || 'N/A'}</td>
                <td className="p-3">
                  <Badge
                    variant={t.role === 'admin' ? 'default' : 'secondary'}
                    className="capitalize"
                  >
                    {t.role}
                  </Badge>
                </td>
                <td className="p-3">
                  <span className={t.isActive ? 'text-success' : 'text-muted-foreground'}>
                    {t.isActive ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td className="p-3">N/A</td>
                <td className="p-3">{t.specialties.length ? t.specialties.join(', ') : 'N/A'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TechnicianWizard open={adding} onOpenChange={setAdding} token={token} />
    </section>
  );
}

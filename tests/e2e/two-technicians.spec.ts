// Issue 26, "Send two technicians": the office gives a two-technician job a lead and a second
// from the bookings list, and both technicians then have it in their lists.
import { expect, test } from './support/test';
import { adminToken, dayAhead, signInAsAdmin, technicianId } from './support/staff';

test('the admin assigns a lead and a second technician to a two-technician job', async ({
  page,
  request,
}) => {
  const created = await request.post('/api/bookings', {
    data: {
      name: 'Robin Bigscreen',
      email: 'robin.bigscreen@example.com',
      phone: '(704) 555-0163',
      address: '500 S Tryon St, Charlotte, NC 28202',
      unitNumber: '9C',
      appointmentDate: dayAhead(12),
      appointmentTime: '2:00 PM',
      paymentMethod: 'cash',
      tvs: [
        {
          tvSize: '76-85',
          wallType: 'drywall_studs',
          room: 'Living Room',
          mountType: 'fixed',
          largeTvAssistance: 'two_techs',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: number; reference: string };

  await signInAsAdmin(page);
  await page.getByLabel('Search bookings').fill(booking.reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const lead = page.getByLabel(`Technician for booking #${booking.id}`, { exact: true });
  await lead.selectOption({ label: 'Mike Johnson' });
  const second = page.getByLabel(`Second technician for booking #${booking.id}`);
  await expect(second).toBeVisible();
  await second.selectOption({ label: 'Sarah Williams' });
  await expect(
    page.getByText('Job assigned to Mike Johnson and Sarah Williams', { exact: true }),
  ).toBeVisible();
  await expect(second).toHaveValue(/\d+/);
  await page.screenshot({ path: 'test-results/two-technicians-1280.png', fullPage: false });

  // Both technicians have the job in their lists.
  const token = await adminToken(request);
  for (const username of ['mike', 'sarah']) {
    const id = await technicianId(request, token, username);
    const list = await request.get(`/api/technician/bookings/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const ids = ((await list.json()) as { id: number }[]).map((b) => b.id);
    expect(ids).toContain(booking.id);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel(`Second technician for booking #${booking.id}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/two-technicians-390.png', fullPage: false });
});

// The Afterpay sandbox page in Spanish (issue 28): every word, the plan, the dates and the money
// in Spanish, and still plainly a test page.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '@/domain/catalog/business-seed';
import { setBusinessFacts } from '@/client/lib/business-facts';
import { InLocale } from '@/client/i18n/in-locale';
import { afterpayPlanText } from '@/domain/pricing/afterpay';
import { addDays, businessToday } from '@/domain/scheduling/business-time';
import { formatCalendarDate } from '@/domain/scheduling/format-date';
import AfterpaySandboxPage from './afterpay-sandbox-page';

function render(search: string): string {
  setBusinessFacts({ ...SEED_BUSINESS_FACTS, version: 1 });
  return renderToString(
    <StaticRouter location={`/es/afterpay-sandbox${search}`} basename="/es">
      <InLocale locale="es">
        <AfterpaySandboxPage />
      </InLocale>
    </StaticRouter>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

afterEach(() => setBusinessFacts({ ...SEED_BUSINESS_FACTS, version: 1 }));

describe('the Afterpay sandbox page in Spanish', () => {
  it('shows the plan in Spanish, dated and priced for es-US', () => {
    const page = text(render('?reference=CTM-7K3Q9X&amount=223.99'));
    const today = businessToday(new Date());
    expect(page).toContain('PRUEBA: una página de prueba. No se mueve dinero.');
    expect(page).toContain('Afterpay (entorno de prueba)');
    expect(page).toContain('Reserva CTM-7K3Q9X');
    expect(page).toContain(`${afterpayPlanText(22399, 'es')}, cada 2 semanas`);
    expect(page).toContain(`1 de 4 Hoy, ${formatCalendarDate(today, 'medium', today, 'es')}`);
    expect(page).toContain(formatCalendarDate(addDays(today, 42), 'medium', today, 'es'));
    expect(page).toContain('$55.99');
    expect(page).toContain(`Volver a ${SEED_BUSINESS_FACTS.name}`);
    expect(page).not.toMatch(/SANDBOX|Payment|Today|every 2 weeks|Booking |Back to|interest-free/);
  });

  it('says in Spanish that a link without an amount is not valid', () => {
    const page = text(render('?reference=CTM-7K3Q9X'));
    expect(page).toContain('Este enlace no tiene un monto válido');
    expect(page).toContain(`llame al ${SEED_BUSINESS_FACTS.phone}`);
  });
});

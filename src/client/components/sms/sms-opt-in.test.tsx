// @vitest-environment jsdom
// The opt-in as decisions.md "Text messages (SMS)" words it: unticked first, the disclosure read
// with the box, in the page's language with the keywords STOP and HELP kept.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InLocale } from '@/client/i18n/in-locale';
import type { Locale } from '@/domain/site/locales';
import { SmsOptIn } from './sms-opt-in';

afterEach(cleanup);

/** The box's description, as a screen reader reads it through aria-describedby. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

function Box() {
  const [checked, setChecked] = useState(false);
  return <SmsOptIn id="sms" checked={checked} onCheckedChange={setChecked} />;
}
const renderBox = (locale: Locale) =>
  render(
    <InLocale locale={locale}>
      <Box />
    </InLocale>,
  );

describe('the texts opt-in', () => {
  it('is unticked, labelled word for word, with the disclosure as its description', async () => {
    renderBox('en');
    const box = screen.getByRole('checkbox', { name: 'Text me updates about this booking' });
    expect(checked(box)).toBe(false);
    expect(description(box)).toBe(
      'Message and data rates may apply. Reply STOP to opt out, HELP for help.',
    );
    await userEvent.click(screen.getByText('Text me updates about this booking'));
    expect(checked(box)).toBe(true);
  });

  it('is in Spanish on a Spanish page, STOP and HELP kept', () => {
    renderBox('es');
    const box = screen.getByRole('checkbox', {
      name: 'Envíenme mensajes de texto sobre esta reserva',
    });
    expect(description(box)).toMatch(/tarifas de mensajes y datos.*STOP.*HELP/);
  });
});

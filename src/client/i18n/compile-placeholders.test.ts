import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compilePlaceholders } from './compile-placeholders';

// A production build: no compiler until one is set.
const english = () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  i18n.setMessagesCompiler(compilePlaceholders);
  return i18n;
};

describe('compilePlaceholders', () => {
  it.each([
    ['Call {phone}', { phone: '(704) 555-0186' }],
    [
      '{rating} star rating · {customers}+ satisfied customers',
      { rating: 4.9, customers: '2,500' },
    ],
    ['Book now<0>: {title}</0>', { title: 'Wall Mounting' }],
    ["Charlotte's premier TV mounting service", {}],
    ['Professional TV Mounting in {city}', { city: undefined }],
    [
      'Any TV from 24 to 86+ inches: {ownMount} a TV up to 43" on your own mount',
      { ownMount: '$80' },
    ],
  ])('reads %j as Lingui’s own compiler does', (message, values) => {
    const ours = english()._({ id: 'x', message, values });
    const lingui = setupI18n({ locale: 'en', messages: { en: {} } });
    lingui.setMessagesCompiler(compileMessage);
    expect(ours).toBe(lingui._({ id: 'x', message, values }));
    expect(ours).not.toMatch(/\{\w+\}/);
  });
});

// English messages are the code's own (no catalog), and a production build of @lingui/core has
// no message compiler: "Call {phone}" would show as written. The frame and the landing page, on
// every English page's first load, use only plain {name} placeholders (and <0>…</0> tags, which
// <Trans> places after interpolation), so this small compiler is enough for them; Lingui's full
// ICU compiler (about 7 KiB gzip) stays out of the first load.
import type { I18n } from '@lingui/core';

type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];

/** 'Call {phone}' -> ['Call ', ['phone']], the tokens Lingui's interpolation reads. */
export const compilePlaceholders: MessageCompiler = (message) => {
  const parts = message.split(/\{(\w+)\}/);
  return parts.map((part, index) => (index % 2 === 1 ? [part] : part));
};

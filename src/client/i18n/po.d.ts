// A Lingui catalog imported from src/client/locales/{locale}/{area}.po: @lingui/vite-plugin
// compiles it into a module at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

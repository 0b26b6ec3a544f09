import { createHash } from 'node:crypto';

/**
 * Clicks that land before the page's code has run. A server-rendered page shows its buttons at
 * once, but a button does nothing until React has hydrated it: on a slow phone a tap on "Mount
 * Builder" in that gap was simply lost. This script, inline in the head of every server-rendered
 * page, holds the last button tapped in that gap; the site layout clicks it again once React owns the
 * page (replayEarlyClick). Links need no help: the browser follows them on its own.
 *
 * The CSP allows exactly this script by its hash (security.ts), not inline scripts in general.
 */
export const EARLY_CLICK_SCRIPT =
  "window.__earlyClick=null;document.addEventListener('click',function h(e){" +
  "if(window.__hydrated){document.removeEventListener('click',h,true);return}" +
  "var b=e.target&&e.target.closest&&e.target.closest('button');" +
  'if(!b)return;e.preventDefault();e.stopPropagation();window.__earlyClick=b},true);';

/** The CSP source that allows the script above and nothing else inline. */
export const EARLY_CLICK_SCRIPT_CSP = `'sha256-${createHash('sha256').update(EARLY_CLICK_SCRIPT).digest('base64')}'`;

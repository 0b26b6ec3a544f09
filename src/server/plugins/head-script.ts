import { createHash } from 'node:crypto';
import {
  FIRST_TIME_USER_KEY,
  FIRST_VISIT_CLASS,
  WELCOME_PATHS,
  WELCOME_SHOWN_KEY,
  WELCOME_SKIP_ATTRIBUTE,
} from '../../domain/site/first-visit';

/**
 * Clicks that land before the page's code has run. A server-rendered page shows its buttons at
 * once, but a button does nothing until React has hydrated it: on a slow phone a tap on "Mount
 * Builder" in that gap was simply lost. This part holds the last button tapped in that gap; the
 * site layout clicks it again once React owns the page (replayEarlyClick). A landing section
 * that hydrates later is marked data-hydrate-pending until then, and a tap inside it is held the
 * same way (replayEarlyClickWithin). Links need no help: the browser follows them on its own.
 */
const EARLY_CLICK =
  "window.__earlyClick=null;document.addEventListener('click',function(e){" +
  "var b=e.target&&e.target.closest&&e.target.closest('button');" +
  `if(!b||b.hasAttribute('${WELCOME_SKIP_ATTRIBUTE}')||(window.__hydrated&&!b.closest('[data-hydrate-pending]')))return;` +
  'e.preventDefault();e.stopPropagation();window.__earlyClick=b},true);';

/**
 * A first visit (neither welcome flag stored) to the landing page marks <html>, so the welcome's
 * greeting the page carries is painted with the page itself rather than after the code has loaded
 * (WelcomeGate); other pages never greet (issue 26). Storage that cannot be read means no
 * welcome, as in welcome-flags.ts. The greeting's Skip works from the first paint: a tap stores
 * both flags and takes the mark away, so the greeting goes and the code will not show it again.
 */
const FIRST_VISIT =
  `try{var s=localStorage;if(${JSON.stringify(WELCOME_PATHS)}.indexOf(location.pathname)!==-1&&` +
  `s.getItem('${FIRST_TIME_USER_KEY}')===null&&s.getItem('${WELCOME_SHOWN_KEY}')===null)` +
  `document.documentElement.classList.add('${FIRST_VISIT_CLASS}')}catch(e){}` +
  "document.addEventListener('click',function(e){" +
  `if(!(e.target&&e.target.closest&&e.target.closest('[${WELCOME_SKIP_ATTRIBUTE}]')))return;` +
  `try{localStorage.setItem('${FIRST_TIME_USER_KEY}','false');localStorage.setItem('${WELCOME_SHOWN_KEY}','true')}catch(x){}` +
  `document.documentElement.classList.remove('${FIRST_VISIT_CLASS}')},true);`;

/** The <meta> that names a rendered page's code: its entry module first, then the chunks it imports. */
export const APP_CODE_META = 'app-code';

/**
 * A rendered page is complete without its code (its links work and a tap is held, above), so
 * the code is fetched once the page's first content is on screen: on a slow link the picture,
 * the stylesheet and the typeface no longer share the first second with the JavaScript. The
 * browser's own paint timing says when (a frame callback is not enough: Chromium runs one for a
 * frame that paints nothing yet). The chunks are fetched beside the entry, as Vite's own
 * modulepreload tags would.
 */
const LOAD_CODE =
  '(function(){function lc(){if(lc.d)return;lc.d=1;' +
  `var m=document.querySelector('meta[name="${APP_CODE_META}"]');if(!m)return;` +
  "var u=m.content.split(' '),h=document.head;" +
  "u.slice(1).forEach(function(c){var l=document.createElement('link');l.rel='modulepreload';l.href=c;h.appendChild(l)});" +
  "var s=document.createElement('script');s.type='module';s.src=u[0];h.appendChild(s)}" +
  // A browser without paint timing starts after its first frame; any browser, a second after the
  // page's load event at the latest.
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')===-1)throw 0;" +
  "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(lc)}}).observe({type:'paint',buffered:true})}" +
  'catch(e){requestAnimationFrame(function(){setTimeout(lc)})}' +
  "addEventListener('load',function(){setTimeout(lc,1000)})})();";

/**
 * The one inline script of a server-rendered page, in its head. The CSP allows exactly this
 * script by its hash (security.ts), not inline scripts in general.
 */
export const HEAD_SCRIPT = EARLY_CLICK + FIRST_VISIT + LOAD_CODE;

/** The CSP source that allows the script above and nothing else inline. */
export const HEAD_SCRIPT_CSP = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [w, p, prefix] = [Number(process.argv[2]), process.argv[3], process.argv[4]];
const context = await browser.newContext({ viewport: { width: w, height: 900 } });
await context.addInitScript(() => { localStorage.setItem('ctm_first_time_user', 'false'); localStorage.setItem('ctm_welcome_shown', 'true'); });
const page = await context.newPage();
await page.goto('http://127.0.0.1:5791' + p, { waitUntil: 'networkidle' });
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 80)); } window.scrollTo(0, 0); });
await page.waitForTimeout(800);
await page.addStyleTag({ content: '*{animation-play-state:paused!important}' });
const sections = await page.locator('main section, footer').all();
let i = 0;
for (const s of sections) {
  const box = await s.boundingBox();
  if (!box || box.height < 10) continue;
  await s.screenshot({ path: `/tmp/site/${prefix}-${i++}.png` });
}
console.log(i);
await browser.close();

import { describe, expect, it } from 'vitest';
import { codeAfterPaint } from './page-head';

const meta = (content: string) => `<meta name="app-code" content="${content}" />`;

describe('codeAfterPaint: a rendered page names its code instead of loading it', () => {
  it.each([
    [
      'one entry script and its preloads',
      '<head>\n<script type="module" crossorigin src="/static/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/static/react-b.js">\n</head>',
      '/static/index-a.js /static/react-b.js',
    ],
    [
      'the first-load chunk after the runtime (docs/decisions/037): the last script runs',
      '<head>\n<script type="module" crossorigin src="/static/rolldown-runtime-a.js"></script>\n<script type="module" crossorigin src="/static/first-load-b.js"></script>\n</head>',
      '/static/first-load-b.js /static/rolldown-runtime-a.js',
    ],
  ])('%s', (_case, template, content) => {
    const page = codeAfterPaint(template);
    expect(page).toContain(meta(content));
    expect(page).not.toMatch(/<script type="module"|modulepreload/);
  });

  it('leaves a page without module scripts as it is', () => {
    expect(codeAfterPaint('<head></head>')).toBe('<head></head>');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters of HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('leaves other text alone and escapes an ampersand once', () => {
    expect(escapeHtml('65" TV – 2:00 PM')).toBe('65&quot; TV – 2:00 PM');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

// The one HTML escaper (issue 27): the server's pages and e-mails and the printed pricing guide
// put text into HTML through it. Escapes the five characters that matter in text and in quoted
// attribute values.
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

// An assistant answer as readable blocks: paragraphs, "- " lines as a list, the total in bold.
import type { ReactNode } from 'react';

export function MessageText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  text.split(/\n{2,}/).forEach((paragraph, p) => {
    let list: string[] = [];
    const flush = (key: string) => {
      if (list.length === 0) return;
      blocks.push(
        <ul key={key} className="my-1 list-disc space-y-0.5 pl-5">
          {list.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>,
      );
      list = [];
    };
    paragraph.split('\n').forEach((line, l) => {
      if (line.startsWith('- ')) {
        list.push(line.slice(2));
        return;
      }
      flush(`${p}-${l}-list`);
      blocks.push(
        <p key={`${p}-${l}`} className={line.startsWith('Total:') ? 'font-bold' : undefined}>
          {line}
        </p>,
      );
    });
    flush(`${p}-end-list`);
  });
  return <div className="space-y-1.5">{blocks}</div>;
}

import type { ReactNode } from 'react';

/** One of the home page's full-width sections: a small eyebrow, the section's h2 (which names it)
 * and an introduction, centred above the section's own content. */
export function LandingSection({
  id,
  titleId,
  eyebrow,
  title,
  intro,
  className,
  children,
}: {
  /** The anchor the page's links scroll to, when the section has one. */
  id?: string;
  titleId: string;
  eyebrow: string;
  title: string;
  intro: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-wide text-blue-700 uppercase">{eyebrow}</p>
          <h2
            id={titleId}
            className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {intro}
        </div>
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

/** A section named by its `h2` (through `aria-labelledby`), so assistive technology lists it by that heading. */
export function TitledSection({
  headingId,
  title,
  className,
  headingClassName,
  children,
}: {
  headingId: string;
  title: ReactNode;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

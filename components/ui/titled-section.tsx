import type { ReactNode } from "react";

interface Props {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  titleClassName?: string;
  testId?: string;
}

/** A section whose heading names it for screen readers (aria-labelledby). */
export function TitledSection({ id, title, children, className, titleClassName, testId }: Props) {
  return (
    <section className={className} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

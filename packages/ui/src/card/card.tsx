import type { ReactNode } from 'react';

// A card whose title link covers the whole card: one click target with one accessible name.
export type CardLinkProps = { className: string; href: string; children: ReactNode };

export function Card({ image, title, href, link, children, className, headingLevel = 3 }: {
  image?: ReactNode;
  title: ReactNode;
  href?: string;
  /** Renders the title's link (a router link keeps client-side navigation); a plain <a> if not given. */
  link?: (props: CardLinkProps) => ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={className ? `card ${className}` : 'card'}>
      {image}
      <div className="card__body">
        <Heading className="card__title">
          {href ? (
            link ? (
              link({ className: 'card__link', href, children: title })
            ) : (
              <a className="card__link" href={href}>
                {title}
              </a>
            )
          ) : (
            title
          )}
        </Heading>
        {children}
      </div>
    </article>
  );
}

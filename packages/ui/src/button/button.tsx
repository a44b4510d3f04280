import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

// accent: the brand's accent colour, for a button on a dark band (the footer's sign-up).
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'accent' | 'link' | 'icon';
export type ButtonStyle = { variant?: ButtonVariant; small?: boolean; block?: boolean; submit?: boolean };

// The class list of a button variant, for elements that must stay what they are (a router
// <Link>, a <summary>) but look like a button.
export function buttonClassName({ variant = 'primary', small = false, block = false, submit = false }: ButtonStyle = {}, extra?: string): string {
  const base = variant === 'link' ? 'link-button' : variant === 'icon' ? 'icon-button' : 'button';
  return [
    base,
    variant === 'secondary' && 'button--secondary',
    variant === 'quiet' && 'button--quiet',
    variant === 'accent' && 'button--accent',
    small && 'button--small',
    block && 'button--block',
    submit && 'button--submit',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, small, block, className, type = 'button', ...rest }: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClassName({ variant, small, block, submit: type === 'submit' }, className)} {...rest} />;
}

export function ButtonLink({ variant, small, block, className, ...rest }: ButtonStyle & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClassName({ variant, small, block }, className)} {...rest} />;
}

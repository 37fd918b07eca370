import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from './class-names';
import { useDelayedVisibility } from './delayed-visibility';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Decorative icon before/after the label, e.g. <Icon name="basket" />. */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

export interface ButtonProps extends ButtonLookProps, ComponentPropsWithRef<'button'> {
  /** Work in progress: blocks clicks at once, shows the spinner per the spec delay. */
  loading?: boolean;
}

export interface ButtonLinkProps extends ButtonLookProps, ComponentPropsWithRef<'a'> {
  href: string;
}

function lookClass({ variant = 'primary', size = 'md', fullWidth }: ButtonLookProps, extra?: string) {
  return cx('tw-button', `tw-button--${variant}`, `tw-button--${size}`, fullWidth && 'tw-button--full', extra);
}

export function Button({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const showSpinner = useDelayedVisibility(loading);
  // aria-disabled instead of disabled while loading, so keyboard focus is not thrown away.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={lookClass({ variant, size, fullWidth }, cx(loading && 'tw-button--loading', className))}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {showSpinner ? <span className="tw-button__spinner" aria-hidden="true" /> : iconStart}
      <span className="tw-button__label">{children}</span>
      {iconEnd}
    </button>
  );
}

/** Looks like a button, is a link: for navigation. The app passes router-aware onClick if needed. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a {...rest} className={lookClass({ variant, size, fullWidth }, className)}>
      {iconStart}
      <span className="tw-button__label">{children}</span>
      {iconEnd}
    </a>
  );
}

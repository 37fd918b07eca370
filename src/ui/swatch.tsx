import { useSyncExternalStore } from 'react';
import { cx } from './class-names';
import './swatch.css';

/** Colour tokens a swatch can show; each maps to --tw-color-<name> in tokens.css. */
export const colorTokens = [
  'brand',
  'brand-strong',
  'brand-soft',
  'accent',
  'accent-strong',
  'accent-soft',
  'text',
  'muted',
  'disabled',
  'surface',
  'surface-alt',
  'border',
  'control-border',
  'success',
  'success-soft',
  'warning',
  'warning-soft',
  'danger',
  'danger-soft',
  'info',
  'info-soft',
  'focus',
] as const;

type ColorToken = (typeof colorTokens)[number];

export interface SwatchProps {
  token: ColorToken;
  /** Free text under the name, e.g. the hex value or where the colour is used. */
  description?: string;
  className?: string;
}

/** Token values do not change while the page is open. */
const subscribeToNothing = () => () => {};

/** A colour token sample for the style guide. Colours come from classes, not inline styles. */
export function Swatch({ token, description, className }: SwatchProps) {
  // Read the live value from tokens.css instead of repeating hex codes that could drift.
  // The style sheet is the external store; the server (no styles) renders no value.
  const value = useSyncExternalStore(
    subscribeToNothing,
    () => getComputedStyle(document.documentElement).getPropertyValue(`--tw-color-${token}`).trim(),
    () => '',
  );
  return (
    <figure className={cx('tw-swatch', className)}>
      <span className={cx('tw-swatch__chip', `tw-swatch__chip--${token}`)} aria-hidden="true" />
      <figcaption className="tw-swatch__caption">
        <code className="tw-swatch__name">--tw-color-{token}</code>
        {value && <code className="tw-swatch__value">{value}</code>}
        {description !== undefined && <span className="tw-swatch__description">{description}</span>}
      </figcaption>
    </figure>
  );
}

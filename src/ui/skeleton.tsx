import { cx } from './class-names';
import './skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'block' | 'circle';
  /** Number of text lines; the last one is shorter, like a real paragraph. */
  lines?: number;
  /** Width of a text line or block in steps of the container. */
  width?: 'full' | 'half' | 'third';
  className?: string;
}

/** Layout placeholder while data loads. Hidden from assistive tech; pair with a Spinner or status text. */
export function Skeleton({ shape = 'text', lines = 1, width = 'full', className }: SkeletonProps) {
  if (shape !== 'text') {
    return (
      <span
        aria-hidden="true"
        className={cx('tw-skeleton', `tw-skeleton--${shape}`, `tw-skeleton--w-${width}`, className)}
      />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" className={cx('tw-skeleton-lines', className)}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={cx(
            'tw-skeleton',
            'tw-skeleton--text',
            `tw-skeleton--w-${width}`,
            count > 1 && index === count - 1 && 'tw-skeleton--last',
          )}
        />
      ))}
    </span>
  );
}

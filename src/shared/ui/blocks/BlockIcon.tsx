import type { ReactNode } from 'react';
import type { BlockIconName } from './block-icons';

/** Line drawings on a 24×24 grid, stroked in the text colour. */
const ICON_SHAPES: Readonly<Record<BlockIconName, ReactNode>> = {
  truck: (
    <>
      <path d="M2 6h11v10H2zM13 9h4.5l3.5 3.5V16h-8z" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  star: <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />,
  leaf: (
    <>
      <path d="M5 19C5 10 10 4.5 20 4c.5 10-5 15.5-15 15z" />
      <path d="M5 19l8-8" />
    </>
  ),
  heart: <path d="M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.4a4.8 4.8 0 0 1 9 2.4C21 15 12 20.5 12 20.5z" />,
  shield: (
    <>
      <path d="M12 2.5L4.5 5.5v5.7c0 4.7 3.2 8.6 7.5 10.3 4.3-1.7 7.5-5.6 7.5-10.3V5.5z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
};

/** A block's icon, decorative (the text beside it says what it means). */
export function BlockIcon({ name, className }: { name: BlockIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_SHAPES[name]}
    </svg>
  );
}

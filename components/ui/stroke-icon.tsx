import type { ReactNode } from 'react';

interface StrokeIconProps {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}

/** A line icon on a 24-unit grid, drawn in the text's colour. Decorative: the control it sits in carries the name. */
export function StrokeIcon({ children, className = 'size-5', strokeWidth = 2 }: StrokeIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

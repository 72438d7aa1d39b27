'use client';
// Why in the browser: it listens to the keyboard and the pointer while a menu is open.

import { useEffect, type FocusEvent, type RefObject } from 'react';

interface DismissOptions {
  isOpen: boolean;
  close: () => void;
  /** The button that opened it: Escape gives it the focus back. */
  buttonRef: RefObject<HTMLElement | null>;
  /** When given, a press outside this element closes it too. */
  rootRef?: RefObject<HTMLElement | null>;
}

/**
 * Closes an open menu on Escape, on a press outside it, and when focus leaves it, so it never
 * covers the element that now has focus. Returns the blur handler for the menu's outer element.
 */
export function useDismiss({ isOpen, close, buttonRef, rootRef }: DismissOptions) {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef && event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, close, buttonRef, rootRef]);

  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) close();
  };
}

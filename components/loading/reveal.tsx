'use client';
// Why in the browser: it animates content that arrives after an in-site navigation.

import { useAnimate } from 'framer-motion/mini';
import { useLayoutEffect, useState, type ReactNode } from 'react';

const SLIDE = 'translateY(20px)';

/**
 * The 0.5 s fade and slide of content arriving after an in-site navigation; a fade only with
 * reduced motion. framer-motion's WAAPI animator runs it on the compositor, started before the
 * first paint, so a busy phone neither stalls the slide nor shows it part-way on its first frame;
 * the preference is read before the first render, so with reduced motion no frame is ever offset.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const [scope, animate] = useAnimate<HTMLDivElement>();
  const [reduce] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  useLayoutEffect(() => {
    // Without the Web Animations API the content simply shows.
    if (typeof scope.current.animate !== 'function') return void scope.current.removeAttribute('style');
    const keyframes = reduce ? { opacity: [0, 1] } : { opacity: [0, 1], transform: [SLIDE, 'none'] };
    animate(scope.current, keyframes, { duration: 0.5, ease: 'easeOut' });
  }, [animate, scope, reduce]);
  return (
    <div ref={scope} style={reduce ? { opacity: 0 } : { opacity: 0, transform: SLIDE }}>
      {children}
    </div>
  );
}

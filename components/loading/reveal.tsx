'use client';

import { LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import type { ReactNode } from 'react';

/** The 0.5 s fade and slide of content arriving after an in-site navigation (fade only with reduced motion). */
export default function Reveal({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <m.div initial={{ opacity: 0, y: 20 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.5, ease: 'easeOut' }}>
          {children}
        </m.div>
      </LazyMotion>
    </MotionConfig>
  );
}

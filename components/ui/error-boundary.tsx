'use client';
// Why in the browser: it catches what fails while React renders in the browser, which only a class component can.

import { Component, type ReactNode } from 'react';
import { useMessages } from '@/components/edition/edition-provider';
import { MessagePage } from './message-page';

/**
 * The error boundary of the not-found page, which Next renders outside the route segments
 * (app/global-not-found.tsx), where no `error.tsx` reaches: the view fails, the site around it
 * stays, with the error page's words, and the error is logged as app/(site)/error.tsx logs it.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error('Unexpected error while rendering the page:', error);
  }

  render() {
    return this.state.failed ? <FailedPage /> : this.props.children;
  }
}

/** The error page's words, in the page's edition (a class component reads no hooks). */
function FailedPage() {
  const words = useMessages();
  return <MessagePage title={words.ui.errorTitle} text={words.ui.errorText} />;
}

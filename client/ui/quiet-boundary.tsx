import { Component, type ReactNode } from 'react';

/**
 * Renders nothing in place of children that failed (e.g. a code chunk that could not be fetched
 * because the page went offline), so an optional part of the page never takes the page down.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

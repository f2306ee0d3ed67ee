import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

/**
 * Around a part of the page that may be left out (a notice, say): if it throws, usually because
 * its lazily loaded code could not be fetched (offline before the service worker took over, a
 * flaky connection), it renders nothing rather than taking the whole app down with it.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';
import { SectionUnavailable } from './SectionUnavailable';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Containment, second line: a remote screen that throws while loading or rendering shows the unavailable page. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[remotes] a ${this.props.remote} screen failed`, error);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.retry} /> : this.props.children;
  }
}

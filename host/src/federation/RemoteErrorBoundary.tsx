import { Component, type ReactNode } from 'react';
import { SectionUnavailable } from './SectionUnavailable';

interface Props {
  /** A screen threw while loading or rendering (the shell reports it, and may draw another release in its place). */
  onFailure: (error: unknown) => void;
  onRetry: () => void;
  children: ReactNode;
}

/** Containment, second line: a remote screen that throws while loading or rendering is a failed load of its release. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure(error);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.retry} /> : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  readonly fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A change of this value (a new address) clears the error: the reader has moved on. */
  readonly resetKey: string;
  readonly onReset?: () => void;
}

interface State {
  readonly failed: boolean;
  readonly error: unknown;
  readonly resetKey: string;
}

/** Catches a render failure so the reader never meets a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // React has already reported the error; the fallback is the reader's part.
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ failed: false, error: undefined });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

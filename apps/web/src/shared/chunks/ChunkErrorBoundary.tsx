import { Component, type ReactNode } from 'react';
import { LoadFailure } from './LoadFailure.tsx';

interface State {
  error: unknown;
}

interface Props {
  // Navigating elsewhere (a new value) clears the error and gives the next page its chance.
  resetKey: string;
  children: ReactNode;
}

// Catches what a lazy page (or anything below it) throws and offers a reload instead of a blank
// page.
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown) {
    console.error('[prosa:render-error]', error);
  }

  override render() {
    return this.state.error ? <LoadFailure error={this.state.error} /> : this.props.children;
  }
}

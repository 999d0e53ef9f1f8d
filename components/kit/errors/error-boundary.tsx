import { Component, type ReactNode } from 'react'
import { SomethingWentWrong } from './something-went-wrong'

/** Catches render errors anywhere in a page and shows the error screen. */
export class ErrorBoundary extends Component<
  { children: ReactNode; resetKey?: string },
  { error: unknown }
> {
  state = { error: undefined as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    // navigating elsewhere gives the next page a fresh start
    if (prev.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: undefined })
  }

  componentDidCatch(error: unknown) {
    console.error('Render error', error)
  }

  render() {
    return this.state.error ? <SomethingWentWrong /> : this.props.children
  }
}

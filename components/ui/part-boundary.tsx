import { Component, type ReactNode } from 'react'

/**
 * A part of a page that computes from data (a cell, a badge, a count, a chart): if it
 * throws on a value it didn't expect, it says so in its place and the rest of the page
 * stays. `what` names the part for the message ("this cell", "the chart").
 */
export class PartBoundary extends Component<
  { children: ReactNode; what?: string },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(`Could not show ${this.props.what ?? 'part of the page'}`, error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <span role="status" className="text-xs text-destructive">
        Could not show {this.props.what ?? 'this'}
      </span>
    )
  }
}

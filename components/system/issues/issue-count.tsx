import { issueCount, useSystemIssues } from './use-system-issues'

/** The side navigation's count beside Issues: nothing until there is something to count. */
export function IssueCount() {
  const n = issueCount(useSystemIssues())
  if (n === 0) return null
  return (
    <span className="ml-auto rounded-full bg-notice/15 px-1.5 text-xs font-medium text-notice-strong">
      {n}
      <span className="sr-only"> {n === 1 ? 'issue' : 'issues'}</span>
    </span>
  )
}

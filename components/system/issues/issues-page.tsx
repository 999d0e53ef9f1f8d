import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link'
import { RetryButton } from '@/components/kit/errors/retry-button'
import { Badge } from '@/components/ui/badge'
import { PageHeader } from '@/components/ui/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import type { SystemIssue } from '@/lib/domain/system-issues/rules'
import { issueHref } from './issue-href'
import { issueCount, useSystemIssues, type CheckState } from './use-system-issues'
import { keyed } from '@/lib/core/keys'

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

function IssueItem({ issue }: { issue: SystemIssue }) {
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <Badge variant={issue.severity === 'critical' ? 'destructive' : 'notice'} className="mt-0.5">
        {issue.severity === 'critical' ? 'Critical' : 'Warning'}
      </Badge>
      <div className="min-w-0">
        <IntentLink
          href={issueHref(issue.target)}
          className="break-words font-medium hover:underline"
        >
          {issue.summary}
        </IntentLink>
        <p className="break-words text-sm text-muted-foreground">{issue.detail}</p>
      </div>
    </li>
  )
}

function CheckStatus({ check }: { check: CheckState }) {
  if (check.pending && !check.error) return <span className="text-muted-foreground">Checking…</span>
  if (check.issues.length > 0) return <span>{plural(check.issues.length, 'issue')}</span>
  if (check.error) return null
  return (
    <span className="flex items-center gap-1 text-success-strong">
      <CheckCircle2 className="h-4 w-4" aria-hidden />
      No issues
    </span>
  )
}

function CheckSection({ check }: { check: CheckState }) {
  const headingId = `check-${check.id}`
  return (
    <section aria-labelledby={headingId} className="rounded-md border">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/30 px-4 py-2">
        <div>
          <h2 id={headingId} className="text-sm font-semibold">
            {check.label}
          </h2>
          {check.scope && <p className="text-xs text-muted-foreground">Checked {check.scope}</p>}
        </div>
        <div className="text-sm">
          <CheckStatus check={check} />
        </div>
      </div>
      {check.error && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2 text-sm text-destructive"
        >
          <span>Couldn&apos;t finish this check: {check.error.message}</span>
          <RetryButton retrying={check.pending} onRetry={check.retry} what={check.label} />
        </div>
      )}
      {check.truncated && (
        <p className="border-b px-4 py-2 text-sm text-muted-foreground">
          Only the first {PICKER_LIMIT.toLocaleString('en-US')} items of a list were checked.
        </p>
      )}
      {check.pending && check.issues.length === 0 && !check.error ? (
        <div className="px-4 py-3" aria-hidden>
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : (
        check.issues.length > 0 && (
          <ul className="divide-y">
            {keyed(check.issues, (issue) => issue.key).map(([key, issue]) => (
              <IssueItem key={key} issue={issue} />
            ))}
          </ul>
        )
      )}
    </section>
  )
}

function Summary({ checks }: { checks: CheckState[] }) {
  const total = issueCount(checks)
  const checking = checks.some((c) => c.pending)
  const incomplete = checks.filter((c) => c.error).length
  const text = checking
    ? `Checking… ${plural(total, 'issue')} found so far`
    : total === 0
      ? 'Nothing needs attention'
      : `${plural(total, 'issue')} need${total === 1 ? 's' : ''} attention`
  return (
    <p role="status" className="mb-4 text-sm">
      {text}
      {incomplete > 0 && !checking && `; ${plural(incomplete, 'check')} could not finish`}.
    </p>
  )
}

/**
 * What needs an operator's attention, across the fleet, computed from the API
 * each time the page is open (spec §1: operators' issues).
 */
export function IssuesPage() {
  // a fixed order, so sections don't move under the reader as checks finish
  const checks = useSystemIssues()
  return (
    <>
      <PageHeader title="Issues" icon={<AlertTriangle className="h-5 w-5" aria-hidden />} />
      <Summary checks={checks} />
      <div className="flex flex-col gap-4">
        {checks.map((check) => (
          <CheckSection key={check.id} check={check} />
        ))}
      </div>
    </>
  )
}

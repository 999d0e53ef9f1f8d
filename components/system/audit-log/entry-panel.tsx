import { CopyButton } from '@/components/kit/copy-button'
import { SidePanelView } from '@/components/kit/forms/side-panel'
import { ResourceProperties } from '@/components/kit/resource-properties'
import type { AuditLogEntry } from '@/lib/api/__generated__/Api'
import { formatDateTime } from '@/lib/core/format/date'
import { entryJson } from './entry-text'

/** One entry's full JSON, as text (never markup from the API), with a copy button. */
export function EntryPanel({
  entry,
  onDismiss,
}: {
  entry: AuditLogEntry | undefined
  onDismiss: () => void
}) {
  if (!entry) return null
  const json = entryJson(entry)
  return (
    <SidePanelView
      title="Audit log entry"
      description={`${entry.operationId}, request ${entry.requestId}`}
      onDismiss={onDismiss}
    >
      <ResourceProperties
        resource={entry}
        items={[
          { label: 'Started', value: formatDateTime(entry.timeStarted) },
          { label: 'Completed', value: formatDateTime(entry.timeCompleted) },
        ]}
      />
      <CopyButton text={json} label="JSON" showLabel variant="outline" className="self-start" />
      <pre
        aria-label="Entry JSON"
        className="overflow-x-auto whitespace-pre-wrap break-all rounded-md border bg-muted p-4 font-mono text-xs"
      >
        {json}
      </pre>
    </SidePanelView>
  )
}

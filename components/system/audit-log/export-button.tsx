import { Download } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { saveFile } from '@/components/ui/save-file'
import type { AuditLogEntry } from '@/lib/api/__generated__/Api'
import { entriesJsonLines } from './entry-text'

/** Saves the shown entries as a `.jsonl` file, one entry per line as the API sent it. */
export function ExportButton({ entries }: { entries: readonly AuditLogEntry[] }) {
  const id = useId()
  const save = () => {
    saveFile(
      new Blob([entriesJsonLines(entries)], { type: 'application/jsonl' }),
      `audit-log-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`,
    )
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={save}
        disabled={entries.length === 0}
        aria-describedby={id}
      >
        <Download aria-hidden />
        Export JSON lines
      </Button>
      <span id={id} className="text-xs text-muted-foreground">
        The {entries.length.toLocaleString('en-US')} shown entries, one per line, with the
        API&apos;s snake_case fields
      </span>
    </div>
  )
}

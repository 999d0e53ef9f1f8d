import { SquareTerminal } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/kit/copy-button'
import { Modal } from '@/components/ui/modal'

const serialConsoleCommand = (project: string, instance: string) =>
  `oxide instance serial console --project ${project} --instance ${instance}`

/** Spec §2: the same console from the command line, ready to copy. */
export function CliCommandButton({ project, instance }: { project: string; instance: string }) {
  const [open, setOpen] = useState(false)
  const command = serialConsoleCommand(project, instance)
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <SquareTerminal aria-hidden />
        CLI command
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="CLI command"
        description="Connect to this instance's serial console with the Oxide CLI:"
        width="free"
        actions={<CopyButton text={command} label="command" showLabel variant="default" />}
      >
        <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md border bg-muted px-3 py-2 font-mono text-xs">
          <code>{command}</code>
        </pre>
      </Modal>
    </>
  )
}

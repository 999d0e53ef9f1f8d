import { Modal } from '@/components/ui/modal'

export function LearnMoreDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="About this technical preview"
      width="medium"
    >
      <div className="space-y-3 text-sm">
        <p>
          The API behind this console is a mock server that stands in for a real rack. It behaves
          like the real API (validation, roles, silo isolation, state changes), but its data is
          generated from a fixed seed and lives only in memory.
        </p>
        <p>
          Anything you create or change is shared by every tab using this server and is lost when
          the server restarts. No real machines are started.
        </p>
        <p>The same console, served by a real rack, shows no banner.</p>
      </div>
    </Modal>
  )
}

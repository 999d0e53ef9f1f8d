import type * as React from 'react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

/**
 * A dialog holding a small form of its own. The form sits in a portal, but
 * React still bubbles its submit event to the page's form, so it stops there.
 */
export function SubFormModal({
  title,
  actionLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string
  actionLabel: string
  onSubmit: () => void
  onClose: () => void
  children: React.ReactNode
}) {
  const formId = useId()
  return (
    <Modal
      open
      onDismiss={onClose}
      title={title}
      footer={
        <>
          <Button type="button" variant="outline" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="sm" form={formId}>
            {actionLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          e.stopPropagation()
          onSubmit()
        }}
      >
        {children}
      </form>
    </Modal>
  )
}

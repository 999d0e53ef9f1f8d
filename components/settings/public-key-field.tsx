import { FileUp } from 'lucide-react'
import { useRef, useState, type DragEvent } from 'react'
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/form-fields'
import { joinClasses } from '@/lib/core/join-classes'

/** Far above any OpenSSH public key; a bigger file is something else picked by mistake. */
const MAX_FILE_BYTES = 16 * 1024

/**
 * The public key, typed or pasted, or read from a .pub file dropped on the field or chosen
 * with the button. A file's text replaces the field's and is validated at once.
 */
export function PublicKeyField<T extends FieldValues, N extends FieldPath<T>>({
  form,
  name,
}: {
  form: UseFormReturn<T>
  name: N
}) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  async function load(file: File | undefined) {
    if (!file) return
    if (file.size > MAX_FILE_BYTES) {
      form.setError(name, { message: `${file.name} is too large to be a public key` })
      return
    }
    const text = (await file.text()).trim()
    form.setValue(name, text as PathValue<T, N>, { shouldValidate: true, shouldDirty: true })
  }

  function onDrop(e: DragEvent<HTMLTextAreaElement>) {
    setDragging(false)
    // dropped text falls through to the textarea's own handling
    if (e.dataTransfer.files.length === 0) return
    e.preventDefault()
    void load(e.dataTransfer.files[0])
  }

  return (
    <div
      className={joinClasses(
        'flex flex-col gap-2 rounded-md [&_textarea]:font-mono',
        dragging && 'ring-2 ring-ring ring-offset-4',
      )}
    >
      <TextareaField
        control={form.control}
        name={name}
        label="Public key"
        required
        rows={5}
        spellCheck={false}
        autoComplete="off"
        placeholder="ssh-ed25519 AAAA… user@host"
        description="Paste the contents of your .pub file, or drop the file here."
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      />
      <div>
        <input
          ref={fileInput}
          type="file"
          accept=".pub,text/plain"
          className="hidden"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            void load(e.target.files?.[0])
            // choosing the same file again should load it again
            e.target.value = ''
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => fileInput.current?.click()}
        >
          <FileUp className="mr-2 h-4 w-4" aria-hidden />
          Choose key file
        </Button>
      </div>
    </div>
  )
}

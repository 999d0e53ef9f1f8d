import { useRouter } from 'next/router'
import { Fragment, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { Button } from '@/components/ui/button'
import { useApiMutation } from '@/lib/api/query'
import { DEVICE_CODE_LENGTH, codeLetters, fillFrom, formatUserCode } from '@/lib/core/device-code'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'

export function DeviceCodeForm() {
  const router = useRouter()
  const [boxes, setBoxes] = useState<string[]>(() => Array(DEVICE_CODE_LENGTH).fill(''))
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const confirm = useApiMutation(op.deviceAuthConfirm, {
    onSuccess: () => router.push(pb.deviceSuccess()),
  })

  const focus = (i: number) =>
    inputs.current[Math.max(0, Math.min(DEVICE_CODE_LENGTH - 1, i))]?.focus()
  const complete = boxes.every((b) => b !== '')

  const onChange = (i: number, value: string) => {
    const letters = codeLetters(value)
    if (letters.length > 1) {
      // typed over a filled box or autofill: treat as a paste from here
      setBoxes((b) => fillFrom(b, i, value))
      focus(i + letters.length)
      return
    }
    setBoxes((b) => b.map((v, j) => (j === i ? (letters[0] ?? '') : v)))
    if (letters.length === 1) focus(i + 1)
  }

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && boxes[i] === '' && i > 0) {
      e.preventDefault()
      setBoxes((b) => b.map((v, j) => (j === i - 1 ? '' : v)))
      focus(i - 1)
    } else if (e.key === 'ArrowLeft') {
      focus(i - 1)
    } else if (e.key === 'ArrowRight') {
      focus(i + 1)
    }
  }

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    const text = e.clipboardData.getData('text')
    // a whole code pasted anywhere fills from the first box
    const start = codeLetters(text).length >= DEVICE_CODE_LENGTH ? 0 : i
    setBoxes((b) => fillFrom(b, start, text))
    focus(start + codeLetters(text).length)
  }

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault()
        if (complete) confirm.mutate({ body: { userCode: formatUserCode(boxes) } })
      }}
    >
      <fieldset>
        <legend className="mb-3 text-sm">Enter the code shown on your device</legend>
        <div className="flex items-center justify-center gap-1.5">
          {boxes.map((value, i) => (
            <Fragment key={i}>
              <input
                ref={(el) => {
                  inputs.current[i] = el
                }}
                value={value}
                aria-label={`Letter ${i + 1} of ${DEVICE_CODE_LENGTH}`}
                autoFocus={i === 0}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                inputMode="text"
                className="h-11 w-9 rounded-md border border-input bg-background text-center font-mono text-xl uppercase focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onChange={(e) => onChange(i, e.target.value)}
                onKeyDown={(e) => onKeyDown(i, e)}
                onPaste={(e) => onPaste(i, e)}
                onFocus={(e) => e.target.select()}
              />
              {i === 3 && (
                <span aria-hidden className="px-1 text-xl text-muted-foreground">
                  –
                </span>
              )}
            </Fragment>
          ))}
        </div>
      </fieldset>
      {confirm.error && (
        <p role="alert" className="text-center text-sm text-destructive">
          {/* a 400 says why the code can't be used (a lifetime longer than the silo allows) */}
          {confirm.error.statusCode === 400 ? confirm.error.message : 'Code is invalid'}
        </p>
      )}
      <Button type="submit" disabled={!complete || confirm.isPending || confirm.isSuccess}>
        Log in on device
      </Button>
    </form>
  )
}

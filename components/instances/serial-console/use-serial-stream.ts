import { useCallback, useEffect, useRef, useState } from 'react'
import { openSerialStream } from '@/lib/api/serial-stream'

export type StreamStatus = 'connecting' | 'connected' | 'disconnected'

/** Where the stream's output goes: the terminal, once it has loaded. */
export type TerminalSink = {
  write: (data: Uint8Array) => void
  /** A new connection replays the recent output: start from a clean screen. */
  reset: () => void
}

const encoder = new TextEncoder()

/**
 * The serial console's WebSocket: opened on mount, closed on unmount, opened
 * again by `reconnect`. Output that arrives before the terminal has loaded
 * is kept for it, so the terminal can load in parallel with the connection.
 */
export function useSerialStream({
  project,
  instance,
  onClose,
}: {
  project: string
  instance: string
  /** The other end hung up (the instance stopped, say). */
  onClose?: () => void
}) {
  const [status, setStatus] = useState<StreamStatus>('connecting')
  const [attempt, setAttempt] = useState(0)
  const socket = useRef<WebSocket | null>(null)
  const sink = useRef<TerminalSink | null>(null)
  const early = useRef<Uint8Array[]>([])
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const ws = openSerialStream(window.location, project, instance)
    ws.binaryType = 'arraybuffer'
    socket.current = ws
    early.current = []
    sink.current?.reset()
    ws.onopen = () => setStatus('connected')
    ws.onmessage = (e: MessageEvent<ArrayBuffer | string>) => {
      const bytes = typeof e.data === 'string' ? encoder.encode(e.data) : new Uint8Array(e.data)
      if (sink.current) sink.current.write(bytes)
      else early.current.push(bytes)
    }
    ws.onclose = () => {
      setStatus('disconnected')
      onCloseRef.current?.()
    }
    return () => {
      // leaving the page is not the other end hanging up
      ws.onclose = null
      ws.close()
      if (socket.current === ws) socket.current = null
    }
  }, [project, instance, attempt])

  /** Hands the output to the terminal; returns the detach. */
  const attach = useCallback((terminal: TerminalSink) => {
    sink.current = terminal
    for (const bytes of early.current) terminal.write(bytes)
    early.current = []
    return () => {
      if (sink.current === terminal) sink.current = null
    }
  }, [])

  /** Keystrokes, as binary frames. */
  const send = useCallback((data: string) => {
    const ws = socket.current
    if (ws?.readyState === WebSocket.OPEN) ws.send(encoder.encode(data))
  }, [])

  const reconnect = useCallback(() => {
    setStatus('connecting')
    setAttempt((n) => n + 1)
  }, [])

  return { status, attach, send, reconnect }
}

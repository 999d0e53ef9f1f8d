/**
 * A file read once from start to end, lent out in consecutive pieces.
 * Slicing the file and reading each slice on its own costs Chromium a new
 * blob and a read set up through the browser process per 512 KiB chunk (in
 * a profile of the upload bench, `slice` and `arrayBuffer` took a seventh of
 * the page's busy time); one stream reads the file through a single pipe.
 * Pieces must be asked for in file order, as the upload's pool starts its
 * chunks. A piece is lent to `withPiece` and is valid only while it runs.
 *
 * Every piece is read into one buffer the reader keeps, straight from the file
 * where the stream lets a reader bring its own buffer (Chromium's does): a new
 * buffer per piece, or per piece of the stream, cost a sixth of the page's time in
 * a profile of the upload bench, memory touched for the first time being slow on
 * this kind of machine.
 */
export type OrderedReader = {
  read: <T>(offset: number, length: number, withPiece: (piece: Uint8Array) => T) => Promise<T>
  /** releases the file; a read after this fails */
  close: () => void
}

type Fill = (into: Uint8Array<ArrayBuffer>) => Promise<Uint8Array<ArrayBuffer> | undefined>

export function readInOrder(file: Blob): OrderedReader {
  const stream = file.stream()
  const { fill, cancel } = ownBufferReads(stream) ?? copiedReads(stream)
  let position = 0
  let queue: Promise<unknown> = Promise.resolve()
  let buffer = new ArrayBuffer(0)

  async function take<T>(offset: number, length: number, withPiece: (piece: Uint8Array) => T) {
    if (offset !== position) {
      throw new Error(`Read at ${offset} out of order: the file is read up to ${position}`)
    }
    if (buffer.byteLength < length) buffer = new ArrayBuffer(length)
    let filled = 0
    while (filled < length) {
      const got = await fill(new Uint8Array(buffer, filled, length - filled))
      if (!got) throw new Error(`The file ended at ${position + filled} bytes`)
      // a read of the reader's own buffer hands it back moved: the same memory
      buffer = got.buffer
      filled += got.length
    }
    position += length
    return withPiece(new Uint8Array(buffer, 0, length))
  }

  return {
    read(offset, length, withPiece) {
      const next = queue.then(() => take(offset, length, withPiece))
      // one failed read doesn't hold up the ones queued after it: they fail by position
      queue = next.catch(() => undefined)
      return next
    },
    close() {
      cancel()
    },
  }
}

/** Reads into the given space, where the stream is a byte stream. */
function ownBufferReads(stream: ReadableStream<Uint8Array>) {
  let reader: ReadableStreamBYOBReader
  try {
    reader = stream.getReader({ mode: 'byob' })
  } catch {
    return undefined
  }
  const fill: Fill = async (into) => {
    const { done, value } = await reader.read(into)
    return done || !value ? undefined : value
  }
  return { fill, cancel: () => void reader.cancel().catch(() => undefined) }
}

/** Copies the stream's own pieces into the given space. */
function copiedReads(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader()
  let left: Uint8Array = new Uint8Array(0)
  const fill: Fill = async (into) => {
    if (left.length === 0) {
      const { done, value } = await reader.read()
      if (done) return undefined
      left = value
    }
    const n = Math.min(into.length, left.length)
    into.set(left.subarray(0, n))
    left = left.subarray(n)
    return into.subarray(0, n)
  }
  return { fill, cancel: () => void reader.cancel().catch(() => undefined) }
}

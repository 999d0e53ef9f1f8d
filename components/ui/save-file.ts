/** Hands `data` to the browser as a file to save under `fileName`. */
export function saveFile(data: Blob, fileName: string) {
  const url = URL.createObjectURL(data)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  // in the document, as some browsers follow only a link that is
  document.body.append(link)
  link.click()
  link.remove()
  // the save reads the URL after the click's task, and a large file may take a while to start
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

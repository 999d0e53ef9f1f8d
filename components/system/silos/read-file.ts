/** A chosen file's contents, read in the browser (FileReader): as text, or as base64 of its bytes. */

function read(file: File, as: 'text' | 'dataUrl'): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    if (as === 'text') reader.readAsText(file)
    else reader.readAsDataURL(file)
  })
}

export const readFileText = (file: File) => read(file, 'text')

/** The data URL's payload: `data:<type>;base64,<payload>`. */
export const readFileBase64 = async (file: File) => {
  const url = await read(file, 'dataUrl')
  return url.slice(url.indexOf(',') + 1)
}

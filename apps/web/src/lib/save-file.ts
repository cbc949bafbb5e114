/** Hands a file to the browser's downloads, as a link with `download` does. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the address is kept a while for browsers that read the
  // file later (a save dialog).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

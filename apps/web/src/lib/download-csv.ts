/** Hands bytes to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

/** Hands text to the browser as a download (CSV exports), named `<base>-<today>.csv`. */
export function downloadCsv(csv: string, base: string): void {
  saveFile(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    `${base}-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

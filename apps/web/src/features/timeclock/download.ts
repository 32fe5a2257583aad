/** Saves JSON as a file the person keeps (a receipt, or a period's receipts). */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

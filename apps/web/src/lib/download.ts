/** Saves the file at `url` (an object URL) as `fileName`, as the browser's own download would, then frees the URL. */
export function downloadObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

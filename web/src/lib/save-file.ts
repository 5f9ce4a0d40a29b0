/** Hands fetched bytes to the browser as a file named `name` (a download; PDF viewers may open it). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click ran; the URL is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

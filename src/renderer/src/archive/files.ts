/**
 * Files the archive hands to the user: their names, and the download itself, through a link to a Blob
 * (the browser saves it; Electron asks where, its default download handling).
 */

/** A file name that every system accepts, from a game id (imported records may bring any id). */
export const exportFileName = (id: string): string => `${id.replace(/[^\w.-]+/g, '_')}.json`;

/** `nightwarden-archive-2025-03-14.jsonl`, by the user's own calendar. */
export function archiveFileName(today: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `nightwarden-archive-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.jsonl`;
}

export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download holds its own reference once started; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

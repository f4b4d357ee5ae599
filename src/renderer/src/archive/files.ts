/**
 * Files the archive hands to the user: their names, and the download itself, through a link to a Blob
 * or to an address of the host (the browser saves it; Electron asks where, its default download handling).
 */

/** A file name that every system accepts, from a game id (imported records may bring any id). */
export const exportFileName = (id: string): string => `${id.replace(/[^\w.-]+/g, '_')}.json`;

/** Has the browser download an address (the host streams the file: nothing is held in the page). */
export function downloadUrl(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(url, name);
  // The download holds its own reference once started; the URL only has to outlive the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

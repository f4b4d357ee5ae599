/**
 * The console's "Players' screen" button (key W): asks the main process to open it (Electron opens a
 * window, on a second display when there is one) and shows where it is and its address. In a browser the
 * console opens the address in a new window itself.
 */
import type { PublicScreenInfo } from '../../../shared/public-view.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';

export type OpenedWhere = 'second-display' | 'this-display' | 'browser' | 'blocked';

export class PublicOpener {
  /** Where it opened and its address; null while the notice is closed. */
  shown = $state<{ readonly where: OpenedWhere; readonly address: string | null } | null>(null);
  error = $state<string | null>(null);

  constructor(
    private readonly open: () => Promise<SessionResult<PublicScreenInfo>>,
    /** Opens an address in a new window (the browser's window.open); false when the browser refused. */
    private readonly openWindow: ((address: string) => boolean) | null,
  ) {}

  async show(): Promise<void> {
    let result: SessionResult<PublicScreenInfo>;
    try {
      result = await this.open();
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      return;
    }
    if (!result.ok) {
      this.error = result.error.message;
      return;
    }
    this.error = null;
    const { window, address } = result.value;
    if (window !== null) {
      this.shown = { where: window, address };
      return;
    }
    const opened = address !== null && this.openWindow !== null && this.openWindow(address);
    this.shown = { where: opened ? 'browser' : 'blocked', address };
  }

  close(): void {
    this.shown = null;
    this.error = null;
  }
}

/**
 * The host's audio outputs for the options: the narration can go to the room's speaker while a screen
 * reader stays on the moderator's headphones. The main process lists them (Linux: `aplay -L`; macOS:
 * `say -a '?'`; Windows: SAPI's outputs) or says why its speech cannot choose one; a device saved earlier
 * and no longer listed is kept and marked rather than silently dropped (the host refuses it when it speaks,
 * and the header says so).
 */
import type { OutputDevicesView } from '../../../shared/api.ts';
import type { SessionResult } from '../../../shared/session-contract.ts';

export type ListDevices = () => Promise<SessionResult<OutputDevicesView>>;

export interface DeviceOption {
  readonly value: string;
  readonly label: string;
  /** 'default': the system's default output (the empty choice); 'missing': saved, but not listed now. */
  readonly kind: 'default' | 'device' | 'missing';
}

export class HostDevices {
  /** The host's answer once it came (null before, or when it could not be asked). */
  view = $state.raw<OutputDevicesView | null>(null);
  private asked = 0;

  constructor(private readonly list: ListDevices) {}

  /** Asks the host for its outputs; an older answer arriving late is dropped. */
  async load(): Promise<void> {
    const ask = ++this.asked;
    let result: SessionResult<OutputDevicesView> | null;
    try {
      result = await this.list();
    } catch (error) {
      result = { ok: false, error: { code: 'unavailable', message: String(error) } };
    }
    if (ask !== this.asked) return;
    this.view = result.ok
      ? result.value
      : { canChoose: false, devices: [], reason: result.error.message || 'the host did not answer' };
  }

  /** The host's speech can send the narration to a device it lists. */
  get canChoose(): boolean {
    return this.view?.canChoose === true;
  }

  /** Why it cannot (known only once the host answered). */
  get reason(): string | null {
    return this.view !== null && !this.view.canChoose ? (this.view.reason ?? '') : null;
  }

  /**
   * The choices: the default output, each device listed, and the saved one if it is not listed now.
   * `fallback` and `missing(id)` word the first and the last in the console's language.
   */
  options(saved: string, fallback: string, missing: (id: string) => string): DeviceOption[] {
    const options: DeviceOption[] = [{ value: '', label: fallback, kind: 'default' }];
    for (const device of this.view?.devices ?? [])
      options.push({ value: device.id, label: device.label, kind: 'device' });
    const chosen = saved.trim();
    if (chosen !== '' && !options.some((o) => o.value === chosen))
      options.push({ value: chosen, label: missing(chosen), kind: 'missing' });
    return options;
  }
}
